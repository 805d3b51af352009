// Issue 34: a form the browser posts itself, without the app's scripts (server/routes/formPosts.ts), through the real app
// with a real SQLite store and the build's real page renderer (dist-render/render.js), so what is asserted of a page is
// what a person would see: the body's limits, anti-forgery from the body, the 303 and its receipt, the record as the API
// stores it, idempotency, the 422 and the NPI's question drawn as pages, the page cache, the shared rate limit, a store
// that fails and maintenance.
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { parseFormPost } from '../../server/routes/formPosts';
import { StoreError } from '../../server/store/errors';
import type { FormKind, StoredSubmission } from '../../server/store/types';
import { API_PATHS, XSRF_COOKIE_NAME } from '../../src/domain/apiContract';
import { POST_FIELDS } from '../../src/domain/formPost';
import type { PageRenderer } from '../../src/domain/pageRendering';
import { attestationFormName } from '../../src/domain/trainings';
import {
  contactRecord,
  envelope,
  npiWithCheckDigit,
  openApp,
  openSession,
  post,
  SESSION_COOKIE,
  storeWith,
  VALID_NPI,
  type TestApp,
} from './support/appHarness';
import { Browser, builtPageRenderer, drawnFormFields, formBody, inputsOf, inputValue, postedFormOf, titleOf } from './support/formPostHarness';
import { logCollector } from './support/logCollector';

const RECEIPT_COOKIE = 'portal_sent';
const LANGUAGES = ['en', 'es'];

/** The System Error notice every failed post is drawn with (src/domain/messages.ts SYSTEM_ERROR). */
const SYSTEM_ERROR_TITLE = 'System Error!';
const SYSTEM_ERROR_TEXT = 'Sorry, we are unable to process your request at the moment. Please try again later.';
const NPI_QUESTION = 'NPI you entered is not valid, do you still want to submit?';

/** An NPI with a right check digit that the registry does not know, and one whose look-up fails. */
const NOT_FOUND_NPI = npiWithCheckDigit('987654321');
const REGISTRY_DOWN_NPI = npiWithCheckDigit('555555555');

const npiChecker = {
  isValid: jest.fn(async (npi: string): Promise<boolean> => {
    if (npi === REGISTRY_DOWN_NPI) throw new Error('the registry did not answer');
    return npi !== NOT_FOUND_NPI;
  }),
};

/** A contact form as a person fills it in: spaces around, the mobile's digits only, a full-width member ID. */
const TYPED_CONTACT = {
  firstName: '  Ana  ',
  lastName: ' Lopez ',
  memberId: 'Ｍ１２３４５６７８９',
  emailAddress: ' ana@example.org ',
  mobileNumber: '9165550100',
  isEmail: 'on',
  isText: 'on',
} as const;

/** The record the API would store for TYPED_CONTACT. */
const STORED_CONTACT = {
  firstName: 'Ana',
  lastName: 'Lopez',
  memberId: 'M123456789',
  emailAddress: 'ana@example.org',
  mobileNumber: '(916) 555-0100',
  isEmail: true,
  isText: true,
  isPreRecordedCall: false,
  isPhone: false,
  wantsReceipt: false,
};

const TYPED_ATTESTATION = { firstName: 'Ada', lastName: 'Byron', individualNPI: VALID_NPI, title: 'MD', organization: 'Harbor Clinic' } as const;

const TYPED_TGI = {
  providerLastName: 'Curie',
  providerFirstName: 'Marie',
  individualNPI: VALID_NPI,
  fullNameOfPersonCompletingSurvey: 'Pierre Curie',
  titleOfPersonCompletingSurvey: 'Office Manager',
  email: 'office@example.org',
  phoneNumber: '5625550177',
  isGenderAffirmingServicesOffered: 'Yes',
} as const;

let pages: PageRenderer;
let t: TestApp;
const logs = logCollector();

beforeAll(async () => {
  pages = await builtPageRenderer(LANGUAGES);
  t = await openApp({ prefix: 'form-posts', env: { LANGUAGES: LANGUAGES.join(',') }, pages, npi: npiChecker, logStream: logs.stream });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Every submission of a form, TGI's history included. */
function submissions(app: TestApp, kind: FormKind): Promise<StoredSubmission[]> {
  return app.store.listSubmissions(kind, kind === 'tgi' ? { history: true } : {});
}

async function counts(app: TestApp = t): Promise<Record<FormKind, number>> {
  return {
    contact: (await submissions(app, 'contact')).length,
    attestation: (await submissions(app, 'attestation')).length,
    tgi: (await submissions(app, 'tgi')).length,
  };
}

async function storedByReference(kind: FormKind, reference: string, app: TestApp = t): Promise<StoredSubmission> {
  const found = (await submissions(app, kind)).find((submission) => submission.reference === reference);
  if (!found) throw new Error(`nothing stored as ${reference}`);
  return found;
}

/** A browser that opened the form's page: its cookies, and the page as drawn for it. */
async function openForm(url: string, app: TestApp = t, remoteAddress?: string): Promise<{ browser: Browser; page: LightMyRequestResponse }> {
  const browser = new Browser(app.app, remoteAddress);
  const page = await browser.get(url);
  expect(page.statusCode).toBe(200);
  expect(postedFormOf(page.body)).toBeDefined();
  return { browser, page };
}

/** The reference a 303 names. */
function sentReference(response: LightMyRequestResponse): string {
  const location = String(response.headers.location ?? '');
  const reference = new URL(location, 'http://portal.test').searchParams.get('sent');
  if (!reference) throw new Error(`no reference in ${location}`);
  return reference;
}

function expectFailedPage(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain(SYSTEM_ERROR_TITLE);
  expect(response.body).toContain(SYSTEM_ERROR_TEXT);
  expect(postedFormOf(response.body)).toBeDefined();
}

describe('parseFormPost (the strict parser given to @fastify/formbody)', () => {
  it("reads '+' as a space and decodes percent-escapes as UTF-8; an escaped '+' stays a plus", () => {
    expect(parseFormPost('firstName=Ana+Mar%C3%ADa&lastName=L%C3%B3pez+Cruz&memberId=A%2BB')).toEqual({
      fields: { firstName: 'Ana María', lastName: 'López Cruz', memberId: 'A+B' },
    });
    // Names are decoded the same way.
    expect(parseFormPost('first+name=x&%5Fkey=k')).toEqual({ fields: { 'first name': 'x', _key: 'k' } });
  });

  it("keeps every '=' after the first in the value", () => {
    expect(parseFormPost('title=a=b&organization==&x=%3D')).toEqual({ fields: { title: 'a=b', organization: '=', x: '=' } });
  });

  it('skips empty pairs, and reads a name without = as an empty value', () => {
    expect(parseFormPost('')).toEqual({ fields: {} });
    expect(parseFormPost('&&firstName=Ana&&')).toEqual({ fields: { firstName: 'Ana' } });
    expect(parseFormPost('isText&lastName=')).toEqual({ fields: { isText: '', lastName: '' } });
  });

  it.each([
    ['a field sent twice', 'firstName=a&firstName=b', 'A field of the form came more than once.'],
    ['a field sent twice, spelled otherwise', 'firstName=a&first%4Eame=b', 'A field of the form came more than once.'],
    ['an escape that is not UTF-8', 'firstName=%E9', 'The form must be sent in UTF-8.'],
    ['a broken escape', 'firstName=100%', 'The form must be sent in UTF-8.'],
    ['a character left unencoded', 'firstName=José', 'The form must be sent URL-encoded.'],
    ['a replacement character (a raw byte that was not UTF-8)', 'firstName=Jos\ufffd', 'The form must be sent URL-encoded.'],
    ['a control character', 'firstName=Ana\nlastName=Lopez', 'The form must be sent URL-encoded.'],
  ])('refuses %s', (_label, body, problem) => {
    expect(parseFormPost(body)).toEqual({ problem });
  });

  it('keeps a field named __proto__ as a field, without touching any prototype', () => {
    const parsed = parseFormPost('__proto__=x&constructor=y');
    expect('fields' in parsed && Object.hasOwn(parsed.fields, '__proto__')).toBe(true);
    expect('fields' in parsed && parsed.fields.constructor).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe("the form parser's limits (answered as the API answers: no browser sends these)", () => {
  let browser: Browser;
  let valid: Record<string, string>;

  beforeAll(async () => {
    const opened = await openForm('/preferredcontact');
    browser = opened.browser;
    valid = { ...drawnFormFields(opened.page.body), ...TYPED_CONTACT };
  });

  const body = (fields: Record<string, string>) => formBody(fields);

  it.each<[string, number, () => { payload: string | Buffer; headers?: Record<string, string> }]>([
    ['a body over the 16 KB limit', 413, () => ({ payload: body({ ...valid, firstName: 'a'.repeat(17 * 1024) }) })],
    ['text/plain', 415, () => ({ payload: body(valid), headers: { 'content-type': 'text/plain' } })],
    [
      'multipart/form-data',
      415,
      () => ({
        payload: `--b\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAna\r\n--b--\r\n`,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      }),
    ],
    ['a form in ISO-8859-1', 415, () => ({ payload: body(valid), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' } })],
    ['a compressed form', 415, () => ({ payload: zlib.gzipSync(body(valid)), headers: { 'content-encoding': 'gzip' } })],
    ['a field sent twice', 400, () => ({ payload: `${body(valid)}&firstName=b` })],
    ['a field the form does not have', 400, () => ({ payload: `${body(valid)}&nickname=Ani` })],
    ["another form's field", 400, () => ({ payload: `${body(valid)}&individualNPI=${VALID_NPI}` })],
    ['a field named __proto__', 400, () => ({ payload: `${body(valid)}&__proto__=x` })],
    ['a raw Latin-1 byte', 400, () => ({ payload: Buffer.concat([Buffer.from(`${body({ ...valid, firstName: 'Jos' })}`), Buffer.from([0xe9])]) })],
    ['a percent-escape that is not UTF-8', 400, () => ({ payload: body({ ...valid, firstName: 'Jos' }).replace('firstName=Jos', 'firstName=Jos%E9') })],
  ])('%s → %d, JSON, and nothing stored', async (_label, status, request) => {
    const before = await counts();
    const { payload, headers = {} } = request();
    const response = await browser.post('/preferredcontact', payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: status });
    expect(response.body).not.toContain('<html');
    expect(await counts()).toEqual(before);
  });

  it('the same body, well formed, is taken (the refusals above are the body’s)', async () => {
    const before = await counts();
    const response = await browser.post('/preferredcontact', valid);
    expect(response.statusCode).toBe(303);
    expect(await counts()).toEqual({ ...before, contact: before.contact + 1 });
  });

  it('logs the oversized body and the wrong content type as security events', () => {
    const events = logs.securityEvents();
    expect(events).toContainEqual(expect.objectContaining({ securityEvent: 'bodyTooLarge', route: '/preferredcontact' }));
    expect(events).toContainEqual(expect.objectContaining({ securityEvent: 'unsupportedMediaType', route: '/preferredcontact' }));
  });

  describe('another charset or a Content-Encoding is logged as unsupportedMediaType, as the API’s is', () => {
    const unsupported = (route: string) =>
      logs.securityEvents().filter((event) => event.securityEvent === 'unsupportedMediaType' && event.route === route).length;

    it('the API logs it', async () => {
      const before = unsupported(API_PATHS.contact);
      const session = await openSession(t.app);
      const refused: Record<string, string>[] = [{ 'content-type': 'application/json; charset=iso-8859-1' }, { 'content-encoding': 'gzip' }];
      for (const headers of refused) {
        const response = await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()), headers);
        expect(response.statusCode).toBe(415);
      }
      expect(unsupported(API_PATHS.contact)).toBe(before + 2);
    });

    it('a form post logs it', async () => {
      const before = unsupported('/preferredcontact');
      const refused: Record<string, string>[] = [{ 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' }, { 'content-encoding': 'gzip' }];
      for (const headers of refused) {
        const response = await browser.post('/preferredcontact', body(valid), headers);
        expect(response.statusCode).toBe(415);
      }
      expect(unsupported('/preferredcontact')).toBe(before + 2);
    });
  });
});

describe('anti-forgery on form posts', () => {
  /** A name no other test types, to find in a page and never in the logs. */
  const DISTINCTIVE = 'Zenobia-Quartermaine';

  async function expectRefusedWithForm(response: LightMyRequestResponse, browser: Browser, before: Record<FormKind, number>) {
    expectFailedPage(response, 403);
    // The form again, with what was typed.
    expect(inputValue(response.body, 'firstName')).toBe(DISTINCTIVE);
    expect(inputValue(response.body, 'lastName')).toBe(TYPED_CONTACT.lastName);
    expect(inputValue(response.body, 'mobileNumber')).toBe('(916) 555-0100');
    expect(titleOf(response.body)).toMatch(/^Error: /);
    // Its token is the one the browser holds after this answer, so sending the page again goes through.
    const xsrf = browser.cookies.get(XSRF_COOKIE_NAME);
    expect(xsrf).toBeDefined();
    expect(inputValue(response.body, POST_FIELDS.antiForgeryToken)).toBe(xsrf);
    expect(await counts()).toEqual(before);
    expect(logs.securityEvents()).toContainEqual(
      expect.objectContaining({ securityEvent: 'antiForgeryRefused', route: '/preferredcontact', method: 'POST' }),
    );
    expect(JSON.stringify(logs.lines)).not.toContain(DISTINCTIVE);
    const again = await browser.submit('/preferredcontact', response.body, {});
    expect(again.statusCode).toBe(303);
    expect((await storedByReference('contact', sentReference(again))).record).toMatchObject({ firstName: DISTINCTIVE });
  }

  it('a post without _xsrf → 403, the form drawn with the values and the System Error notice', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const before = await counts();
    const response = await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, firstName: DISTINCTIVE, [POST_FIELDS.antiForgeryToken]: undefined });
    await expectRefusedWithForm(response, browser, before);
  });

  it("a post whose _xsrf is not its cookie's (another session's token) → 403, the same", async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const other = await openForm('/preferredcontact');
    const before = await counts();
    const response = await browser.submit('/preferredcontact', page.body, {
      ...TYPED_CONTACT,
      firstName: DISTINCTIVE,
      [POST_FIELDS.antiForgeryToken]: other.browser.cookies.get(XSRF_COOKIE_NAME),
    });
    await expectRefusedWithForm(response, browser, before);
  });

  it('a post without cookies → 403, with a fresh pair (Set-Cookie) whose token is the page’s _xsrf', async () => {
    const { page } = await openForm('/preferredcontact');
    const cookieless = new Browser(t.app);
    const before = await counts();
    const response = await cookieless.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, firstName: DISTINCTIVE });
    const set = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(set[SESSION_COOKIE]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(set[XSRF_COOKIE_NAME]).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(inputValue(response.body, POST_FIELDS.antiForgeryToken)).toBe(set[XSRF_COOKIE_NAME]?.value);
    await expectRefusedWithForm(response, cookieless, before);
  });

  it('a post whose XSRF cookie was forged (the body agreeing with it) → 403, with a fresh token set and drawn', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    browser.cookies.set(XSRF_COOKIE_NAME, '1700000000.forgedforgedforgedforged.forged');
    const before = await counts();
    const response = await browser.submit('/preferredcontact', page.body, {
      ...TYPED_CONTACT,
      firstName: DISTINCTIVE,
      [POST_FIELDS.antiForgeryToken]: '1700000000.forgedforgedforgedforged.forged',
    });
    const token = response.cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME)?.value;
    expect(token).toBeDefined();
    expect(token).not.toContain('forged');
    await expectRefusedWithForm(response, browser, before);
  });

  it.each(['cross-site', 'same-site'])('Sec-Fetch-Site: %s → 403 even with a valid pair and token, nothing stored', async (site) => {
    const { browser, page } = await openForm('/preferredcontact');
    const before = await counts();
    const response = await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, firstName: DISTINCTIVE }, { 'sec-fetch-site': site });
    expectFailedPage(response, 403);
    expect(inputValue(response.body, 'firstName')).toBe(DISTINCTIVE);
    expect(await counts()).toEqual(before);
    expect(logs.securityEvents()).toContainEqual(
      expect.objectContaining({ securityEvent: 'antiForgeryRefused', route: '/preferredcontact', refusal: 'cross-site request' }),
    );
  });
});

describe('a valid post', () => {
  const REFERER = 'http://localhost/preferredcontact?utm_source=letter#top';

  it('→ 303 to the confirmation address with a receipt cookie (HttpOnly, SameSite=Strict); the record stored as the API stores it', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const before = await counts();
    const response = await browser.submit('/preferredcontact', page.body, TYPED_CONTACT, { referer: REFERER });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.location).toMatch(/^\/preferredcontact\?sent=PMC-[A-Z0-9]+$/);
    const receipt = response.cookies.find((cookie) => cookie.name === RECEIPT_COOKIE);
    expect(receipt).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(receipt?.maxAge).toBeGreaterThan(0);
    expect(receipt?.maxAge).toBeLessThanOrEqual(3600);
    // The time it was issued and a signature: nothing that counts submissions (issue 35).
    expect(receipt?.value).toMatch(/^\d{10}\.[\w-]{43}$/);
    expect(await counts()).toEqual({ ...before, contact: before.contact + 1 });

    const stored = await storedByReference('contact', sentReference(response));
    expect(stored.record).toEqual(STORED_CONTACT);
    expect(stored).toMatchObject({ submittedVia: 'html-form', language: 'en', pageUrl: 'http://localhost/preferredcontact' });

    // The JSON API's save of the same record, from the same page, keeps the same consent evidence.
    const api = await post(t.app, await openSession(t.app), API_PATHS.contact, envelope('contact', contactRecord(STORED_CONTACT)), { referer: REFERER });
    expect(api.statusCode).toBe(201);
    const viaApi = await storedByReference('contact', (api.json() as { reference: string }).reference);
    expect(viaApi.submittedVia).toBe('app');
    expect(stored.termsVersion).toBeTruthy();
    expect({ termsVersion: stored.termsVersion, termsSha256: stored.termsSha256, pageUrl: stored.pageUrl, language: stored.language }).toEqual({
      termsVersion: viaApi.termsVersion,
      termsSha256: viaApi.termsSha256,
      pageUrl: viaApi.pageUrl,
      language: viaApi.language,
    });
  });

  it("in Spanish (_lang=es): stored as Spanish with the Spanish terms, as the API's Content-Language: es", async () => {
    const { browser, page } = await openForm('/preferredcontact?lang=es');
    expect(inputValue(page.body, POST_FIELDS.language)).toBe('es');
    const response = await browser.submit('/preferredcontact?lang=es', page.body, TYPED_CONTACT, { referer: REFERER });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/preferredcontact\?sent=PMC-[A-Z0-9]+&lang=es$/);
    const stored = await storedByReference('contact', sentReference(response));
    expect(stored).toMatchObject({ record: STORED_CONTACT, submittedVia: 'html-form', language: 'es' });

    const api = await post(t.app, await openSession(t.app), API_PATHS.contact, envelope('contact', contactRecord(STORED_CONTACT)), {
      referer: REFERER,
      'content-language': 'es',
    });
    const viaApi = await storedByReference('contact', (api.json() as { reference: string }).reference);
    expect({ termsVersion: stored.termsVersion, termsSha256: stored.termsSha256, language: stored.language }).toEqual({
      termsVersion: viaApi.termsVersion,
      termsSha256: viaApi.termsSha256,
      language: 'es',
    });

    const thanks = await browser.get(String(response.headers.location));
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(sentReference(response));
    expect(thanks.body).toContain('Gracias por indicarnos su método de contacto preferido.');
  });

  it('the _lang a plan does not offer is not taken: the page’s address language is', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const response = await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, [POST_FIELDS.language]: 'fr' });
    expect(response.statusCode).toBe(303);
    expect((await storedByReference('contact', sentReference(response))).language).toBe('en');
  });

  describe('its confirmation address', () => {
    let sender: Browser;
    let location: string;
    let reference: string;

    beforeAll(async () => {
      const opened = await openForm('/preferredcontact');
      sender = opened.browser;
      const response = await sender.submit('/preferredcontact', opened.page.body, TYPED_CONTACT);
      location = String(response.headers.location);
      reference = sentReference(response);
    });

    /** The blank form, as any visitor gets it: not the thanks, no reference, no value of the submission. */
    function expectBlankForm(response: LightMyRequestResponse): void {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(reference);
      expect(response.body).not.toContain('ana@example.org');
      expect(response.body).not.toContain('Thanks for providing preferred contact method');
      expect(postedFormOf(response.body)).toBeDefined();
      expect(inputValue(response.body, 'firstName')).toBe('');
    }

    it('draws the thanks with the reference for the browser that sent it, and a reload stores nothing', async () => {
      const before = await counts();
      for (let reload = 0; reload < 2; reload += 1) {
        const thanks = await sender.get(location);
        expect(thanks.statusCode).toBe(200);
        expect(thanks.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(thanks.headers['cache-control']).toBe('no-store');
        expect(thanks.body).toContain(reference);
        expect(thanks.body).toContain('Thanks for providing preferred contact method');
        expect(thanks.body).toContain('(916) 555-0100');
        expect(postedFormOf(thanks.body)).toBeUndefined();
      }
      expect(await counts()).toEqual(before);
    });

    it('without the receipt cookie: the blank form', async () => {
      const withoutReceipt = new Browser(t.app);
      for (const [name, value] of sender.cookies) if (name !== RECEIPT_COOKIE) withoutReceipt.cookies.set(name, value);
      expectBlankForm(await withoutReceipt.get(location));
    });

    it("with another session's cookies, with or without the sender's receipt: the blank form", async () => {
      const { browser: other } = await openForm('/preferredcontact');
      expectBlankForm(await other.get(location));
      other.cookies.set(RECEIPT_COOKIE, sender.cookies.get(RECEIPT_COOKIE) ?? '');
      expectBlankForm(await other.get(location));
      // The receipt alone, without the session it was signed for.
      const receiptOnly = new Browser(t.app);
      receiptOnly.cookies.set(RECEIPT_COOKIE, sender.cookies.get(RECEIPT_COOKIE) ?? '');
      expectBlankForm(await receiptOnly.get(location));
    });

    it.each<[string, (value: string) => string]>([
      ['its signature changed', (value) => `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`],
      // The cookie is `<time>.<signature>`: it names the submission by the reference it is signed with, never by id.
      ['its time changed', (value) => value.replace(/^\d+/, (at) => String(Number(at) + 1))],
      ['an id put in front (the cookie of before issue 35)', (value) => `42.${value}`],
      ['a part added', (value) => `${value}.x`],
      ['empty', () => ''],
    ])('with the receipt cookie tampered (%s): the blank form', async (_label, tamper) => {
      const tampered = new Browser(t.app);
      for (const [name, value] of sender.cookies) tampered.cookies.set(name, name === RECEIPT_COOKIE ? tamper(value) : value);
      expectBlankForm(await tampered.get(location));
    });

    it('for another reference (another submission, or one made up): the blank form', async () => {
      const { browser: someoneElse, page } = await openForm('/preferredcontact');
      const theirs = sentReference(await someoneElse.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, firstName: 'Beatriz' }));
      for (const address of [`/preferredcontact?sent=${theirs}`, '/preferredcontact?sent=PMC-AAAAAAAA', '/preferredcontact?sent=']) {
        const response = await sender.get(address);
        expectBlankForm(response);
        expect(response.body).not.toContain(theirs);
        expect(response.body).not.toContain('Beatriz');
      }
    });

    it("at another form's address: that form, blank", async () => {
      const response = await sender.get(`/tgisurvey?sent=${reference}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(reference);
      expect(inputValue(response.body, 'providerLastName')).toBe('');
    });

    it('an hour after the post: the blank form (the receipt is too old)', async () => {
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now');
      try {
        clock.mockReturnValue(now + 59 * 60_000);
        expect((await sender.get(location)).body).toContain(reference);
        clock.mockReturnValue(now + 61 * 60_000);
        expectBlankForm(await sender.get(location));
      } finally {
        clock.mockRestore();
      }
    });
  });

  it('over HTTPS: the receipt is a __Host- cookie (Secure), read with the __Host- session', async () => {
    const secure = await openApp({ prefix: 'form-posts-https', env: { TRUST_PROXY: 'true' }, pages, npi: npiChecker });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const browser = new Browser(secure.app);
      const page = await browser.get('/childhood', https);
      expect(inputValue(page.body, POST_FIELDS.antiForgeryToken)).toBe(browser.cookies.get(`__Host-${XSRF_COOKIE_NAME}`));
      const response = await browser.submit('/childhood', page.body, TYPED_ATTESTATION, https);
      expect(response.statusCode).toBe(303);
      expect(response.cookies).toEqual([expect.objectContaining({ name: `__Host-${RECEIPT_COOKIE}`, secure: true, httpOnly: true, sameSite: 'Strict', path: '/' })]);
      expect((await browser.get(String(response.headers.location), https)).body).toContain(sentReference(response));
      // The same cookies over plain HTTP are not this browser's receipt.
      expect((await browser.get(String(response.headers.location))).body).not.toContain(sentReference(response));
    } finally {
      await secure.close();
    }
  });
});

describe('idempotency (the page’s _key)', () => {
  it('the same post twice (same _key, same values) → one submission, both 303 to the same reference', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const before = await counts();
    const first = await browser.submit('/preferredcontact', page.body, TYPED_CONTACT);
    const second = await browser.submit('/preferredcontact', page.body, TYPED_CONTACT);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await counts()).toEqual({ ...before, contact: before.contact + 1 });
    // The repeat's receipt shows the one submission too.
    expect((await browser.get(String(second.headers.location))).body).toContain(sentReference(first));
  });

  it('the same _key with a changed answer → a second submission (a changed answer from the same page is a new one)', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const before = await counts();
    const first = await browser.submit('/preferredcontact', page.body, TYPED_CONTACT);
    const changed = await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, isPhone: 'on' });
    expect([first.statusCode, changed.statusCode]).toEqual([303, 303]);
    expect(sentReference(changed)).not.toBe(sentReference(first));
    expect(await counts()).toEqual({ ...before, contact: before.contact + 2 });
    expect((await storedByReference('contact', sentReference(changed))).record).toMatchObject({ isPhone: true });
    // Back to the first answer with the same key: the first submission again, not a third.
    const back = await browser.submit('/preferredcontact', page.body, TYPED_CONTACT);
    expect(sentReference(back)).toBe(sentReference(first));
    expect(await counts()).toEqual({ ...before, contact: before.contact + 2 });
  });

  it('without a _key (or with one that is not a key) → each post stored', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const before = await counts();
    for (const key of [undefined, undefined, 'short', 'short']) {
      const response = await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, [POST_FIELDS.idempotencyKey]: key });
      expect(response.statusCode).toBe(303);
    }
    expect(await counts()).toEqual({ ...before, contact: before.contact + 4 });
  });

  it('the same _key on two attestation forms is two submissions (a key belongs to its page)', async () => {
    const childhood = await openForm('/childhood');
    const before = await counts();
    const key = inputValue(childhood.page.body, POST_FIELDS.idempotencyKey);
    const first = await childhood.browser.submit('/childhood', childhood.page.body, TYPED_ATTESTATION);
    const oral = await childhood.browser.get('/oralhealth');
    const second = await childhood.browser.submit('/oralhealth', oral.body, { ...TYPED_ATTESTATION, [POST_FIELDS.idempotencyKey]: key });
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(sentReference(second)).not.toBe(sentReference(first));
    expect(await counts()).toEqual({ ...before, attestation: before.attestation + 2 });
  });
});

describe('an invalid post', () => {
  it('→ 422, the form drawn with its error summary, each field’s message and the values as typed; nothing stored', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const before = await counts();
    const response = await browser.submit('/preferredcontact', page.body, { firstName: 'Ana', lastName: '', memberId: '', emailAddress: '' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(titleOf(response.body)).toMatch(/^Error: Member Preferred Method of Contact Consent Form/);
    for (const message of ['Last Name is required.', 'Member ID is required.', 'Email Address is required.', 'Select atleast one contact me option']) {
      expect(response.body).toContain(message);
    }
    expect(response.body).not.toContain('First Name is required.');
    expect(response.body).toContain('value="Ana"');
    expect(inputValue(response.body, 'firstName')).toBe('Ana');
    // A new key and the visitor's token, so the corrected form can be sent.
    expect(inputValue(response.body, POST_FIELDS.antiForgeryToken)).toBe(browser.cookies.get(XSRF_COOKIE_NAME));
    expect(await counts()).toEqual(before);

    // Sent again as drawn, with the rest filled in: the first name typed before is still there.
    const { firstName: _typedBefore, ...rest } = TYPED_CONTACT;
    const corrected = await browser.submit('/preferredcontact', response.body, rest);
    expect(corrected.statusCode).toBe(303);
    expect((await storedByReference('contact', sentReference(corrected))).record).toEqual(STORED_CONTACT);
  });

  it('a TGI survey left unanswered is refused as unanswered, never stored as No', async () => {
    const { browser, page } = await openForm('/tgisurvey');
    const before = await counts();
    const { isGenderAffirmingServicesOffered: _unanswered, ...rest } = TYPED_TGI;
    const response = await browser.submit('/tgisurvey', page.body, rest);
    expect(response.statusCode).toBe(422);
    // In the app's words (its form's own message), as the app says it beside the question.
    expect(response.body).toContain('Choose Yes or No.');
    expect(await counts()).toEqual(before);
  });

  it('keeps every value as typed: text with its spaces, the mobile in its mask, the ticked boxes', async () => {
    const { browser, page } = await openForm('/preferredcontact');
    const response = await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, lastName: '', isPhone: 'on', isEmail: undefined });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Last Name is required.');
    const drawn = Object.fromEntries(inputsOf(response.body).map((input) => [input.name, input.type === 'checkbox' ? input.checked : input.value]));
    expect(drawn).toMatchObject({
      firstName: TYPED_CONTACT.firstName,
      lastName: '',
      memberId: TYPED_CONTACT.memberId,
      emailAddress: TYPED_CONTACT.emailAddress,
      mobileNumber: '(916) 555-0100',
      isEmail: false,
      isText: true,
      isPreRecordedCall: false,
      isPhone: true,
    });
  });

  it('in Spanish (_lang=es): the messages and the page in Spanish', async () => {
    const { browser, page } = await openForm('/preferredcontact?lang=es');
    const response = await browser.submit('/preferredcontact?lang=es', page.body, { firstName: 'Ana', lastName: '', memberId: '', emailAddress: '' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/<html lang="es">/);
    expect(titleOf(response.body)).toMatch(/^Error: /);
    for (const message of [
      'El campo Apellido es obligatorio.',
      'El campo Número de identificación de miembro es obligatorio.',
      'El campo Dirección de correo electrónico es obligatorio.',
      'Seleccione al menos una forma de contacto.',
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).not.toContain('Last Name is required.');
    expect(inputValue(response.body, 'firstName')).toBe('Ana');
    expect(inputValue(response.body, POST_FIELDS.language)).toBe('es');
  });

  it('draws a typed value as text, never as markup (in the form and in the NPI question’s hidden inputs)', async () => {
    const hostile = '"><script>alert(1)</script><input name="_npi" value="yes';
    const contact = await openForm('/preferredcontact');
    const invalid = await contact.browser.submit('/preferredcontact', contact.page.body, { firstName: hostile, lastName: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).not.toContain('<script>alert(1)');
    expect(inputValue(invalid.body, 'firstName')).toBe(hostile);
    expect(inputsOf(invalid.body).filter((input) => input.name === POST_FIELDS.npiAnswer)).toEqual([]);

    const attestation = await openForm('/childhood');
    const question = await attestation.browser.submit('/childhood', attestation.page.body, { ...TYPED_ATTESTATION, title: hostile, individualNPI: NOT_FOUND_NPI });
    expect(question.body).toContain(NPI_QUESTION);
    expect(question.body).not.toContain('<script>alert(1)');
    expect(inputValue(question.body, 'title')).toBe(hostile);
    expect(inputsOf(question.body).filter((input) => input.name === POST_FIELDS.npiAnswer)).toEqual([]);
  });

  it("an attestation's organization error is drawn at its field (the record calls it organizationName)", async () => {
    const { browser, page } = await openForm('/childhood');
    const response = await browser.submit('/childhood', page.body, { ...TYPED_ATTESTATION, organization: '' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/<a href="#attestation-organization">[^<]*required/i);
    expect(inputValue(response.body, 'firstName')).toBe('Ada');
  });
});

describe('the NPI (attestations and the TGI survey)', () => {
  beforeEach(() => npiChecker.isValid.mockClear());

  /** The hidden inputs of the confirm step, by name (the token and key left out). */
  function carried(html: string): Record<string, string | undefined> {
    return Object.fromEntries(
      inputsOf(html)
        .filter((input) => input.type === 'hidden' && !Object.values(POST_FIELDS).includes(input.name as never))
        .map((input) => [input.name, input.value]),
    );
  }

  describe.each([
    ['/childhood', 'attestation', TYPED_ATTESTATION],
    ['/tgisurvey', 'tgi', TYPED_TGI],
  ] as const)('%s', (path, kind, typed) => {
    it('an NPI the checker does not find → 200, the question, the values carried in hidden inputs; nothing stored', async () => {
      const { browser, page } = await openForm(path);
      const before = await counts();
      // Typed with a space and dashes: the NPI box cleans it.
      const response = await browser.submit(path, page.body, { ...typed, individualNPI: `${NOT_FOUND_NPI.slice(0, 3)}-${NOT_FOUND_NPI.slice(3, 6)} ${NOT_FOUND_NPI.slice(6)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(NPI_QUESTION);
      expect(carried(response.body)).toMatchObject({ ...typed, individualNPI: NOT_FOUND_NPI, ...(kind === 'tgi' ? { phoneNumber: '(562) 555-0177' } : {}) });
      expect(npiChecker.isValid).toHaveBeenCalledWith(NOT_FOUND_NPI);
      expect(await counts()).toEqual(before);
    });

    it('Yes (_npi=yes) → stored with isValidNPI No', async () => {
      const { browser, page } = await openForm(path);
      const question = await browser.submit(path, page.body, { ...typed, individualNPI: NOT_FOUND_NPI });
      const before = await counts();
      const response = await browser.submit(path, question.body, { [POST_FIELDS.npiAnswer]: 'yes' });
      expect(response.statusCode).toBe(303);
      expect(await counts()).toEqual({ ...before, [kind]: before[kind] + 1 });
      const stored = await storedByReference(kind, sentReference(response));
      expect(stored.record).toMatchObject({ individualNPI: NOT_FOUND_NPI, isValidNPI: 'No' });
      expect(stored.submittedVia).toBe('html-form');
      if (kind === 'attestation') {
        expect(stored.record).toMatchObject({ firstName: 'Ada', organizationName: 'Harbor Clinic', attestationFormName: attestationFormName('childhood') });
      } else {
        expect(stored.record).toMatchObject({ providerLastName: 'Curie', phoneNumber: '(562) 555-0177', isGenderAffirmingServicesOffered: 'Yes' });
      }
      expect((await browser.get(String(response.headers.location))).body).toContain(sentReference(response));
    });

    it('No (_npi=no) → 200, the form again with the values; nothing stored', async () => {
      const { browser, page } = await openForm(path);
      const question = await browser.submit(path, page.body, { ...typed, individualNPI: NOT_FOUND_NPI });
      const before = await counts();
      const response = await browser.submit(path, question.body, { [POST_FIELDS.npiAnswer]: 'no' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(NPI_QUESTION);
      const field = kind === 'attestation' ? 'firstName' : 'providerLastName';
      expect(inputsOf(response.body).find((input) => input.name === field)).toMatchObject({ type: 'text', value: typed[field as keyof typeof typed] });
      expect(inputValue(response.body, 'individualNPI')).toBe(NOT_FOUND_NPI);
      expect(await counts()).toEqual(before);
    });

    it('an NPI the checker finds → stored with isValidNPI Yes, no question', async () => {
      const { browser, page } = await openForm(path);
      const response = await browser.submit(path, page.body, typed);
      expect(response.statusCode).toBe(303);
      expect((await storedByReference(kind, sentReference(response))).record).toMatchObject({ individualNPI: VALID_NPI, isValidNPI: 'Yes' });
    });

    it('_npi=yes sent with an NPI the checker finds does not make it No', async () => {
      const { browser, page } = await openForm(path);
      const response = await browser.submit(path, page.body, { ...typed, [POST_FIELDS.npiAnswer]: 'yes' });
      expect(response.statusCode).toBe(303);
      expect((await storedByReference(kind, sentReference(response))).record).toMatchObject({ isValidNPI: 'Yes' });
    });

    it('a look-up that fails → 503 with Retry-After, the notice and the values; nothing stored', async () => {
      const { browser, page } = await openForm(path);
      const before = await counts();
      const response = await browser.submit(path, page.body, { ...typed, individualNPI: REGISTRY_DOWN_NPI });
      expectFailedPage(response, 503);
      expect(response.headers['retry-after']).toBe('5');
      expect(inputValue(response.body, 'individualNPI')).toBe(REGISTRY_DOWN_NPI);
      expect(await counts()).toEqual(before);
    });
  });

  it('N/A ticked on an attestation (npiApplicable=on) → stored with individualNPI NA, no question, nobody asked', async () => {
    const { browser, page } = await openForm('/childhood');
    const response = await browser.submit('/childhood', page.body, { ...TYPED_ATTESTATION, individualNPI: '', npiApplicable: 'on' });
    expect(response.statusCode).toBe(303);
    expect((await storedByReference('attestation', sentReference(response))).record).toMatchObject({ individualNPI: 'NA', isValidNPI: 'No' });
    expect(npiChecker.isValid).not.toHaveBeenCalled();
  });

  it('N/A ticked with an NPI typed as well → still NA (the box wins, as in the app)', async () => {
    const { browser, page } = await openForm('/childhood');
    const response = await browser.submit('/childhood', page.body, { ...TYPED_ATTESTATION, individualNPI: NOT_FOUND_NPI, npiApplicable: 'on' });
    expect(response.statusCode).toBe(303);
    expect((await storedByReference('attestation', sentReference(response))).record).toMatchObject({ individualNPI: 'NA', isValidNPI: 'No' });
  });
});

// Issue 36: "Email me a confirmation" on every form's page, and the attestation's email box, which a page drawn for any
// browser has all along (nothing can show it on a tick without the app).
describe('the receipt box, posted without the app', () => {
  // Offered only by a portal that sends email (issue 36): this one has SMTP set, and no worker to send anything.
  let mailing: TestApp;
  beforeAll(async () => {
    mailing = await openApp({
      prefix: 'form-posts-receipt',
      env: { LANGUAGES: LANGUAGES.join(','), SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'portal@plan.example', PORTAL_PUBLIC_URL: 'https://portal.example.org' },
      pages,
      npi: npiChecker,
    });
  });
  afterAll(async () => {
    await mailing?.close();
  });

  it('is not offered by a portal that sends no email', async () => {
    const { page } = await openForm('/preferredcontact');
    expect(inputsOf(page.body).find((input) => input.name === 'wantsReceipt')).toBeUndefined();
  });

  it.each([
    ['/preferredcontact', 'contact', TYPED_CONTACT],
    ['/tgisurvey', 'tgi', TYPED_TGI],
    ['/childhood', 'attestation', TYPED_ATTESTATION],
  ] as const)('%s has it unticked; ticked, it is stored as asked for', async (path, kind, typed) => {
    const { browser, page } = await openForm(path, mailing);
    expect(inputsOf(page.body).find((input) => input.name === 'wantsReceipt')).toMatchObject({ type: 'checkbox', checked: false });
    const unticked = await browser.submit(path, page.body, typed);
    expect(unticked.statusCode).toBe(303);
    expect((await storedByReference(kind, sentReference(unticked), mailing)).record).toMatchObject({ wantsReceipt: false });

    const again = await openForm(path, mailing);
    const ticked = await again.browser.submit(path, again.page.body, { ...typed, wantsReceipt: 'on', ...(kind === 'attestation' ? { receiptEmail: 'ada@example.org' } : {}) });
    expect(ticked.statusCode).toBe(303);
    expect((await storedByReference(kind, sentReference(ticked), mailing)).record).toMatchObject({ wantsReceipt: true });
  });

  it("an attestation's email box is drawn, posted empty, and its address stored only with the box ticked", async () => {
    const { browser, page } = await openForm('/childhood', mailing);
    expect(drawnFormFields(page.body)).toMatchObject({ receiptEmail: '' });
    const unticked = await browser.submit('/childhood', page.body, { ...TYPED_ATTESTATION, receiptEmail: 'ada@example.org' });
    expect((await storedByReference('attestation', sentReference(unticked), mailing)).record).toMatchObject({ wantsReceipt: false, receiptEmail: '' });

    const again = await openForm('/childhood', mailing);
    const ticked = await again.browser.submit('/childhood', again.page.body, { ...TYPED_ATTESTATION, wantsReceipt: 'on', receiptEmail: ' ada@example.org ' });
    expect((await storedByReference('attestation', sentReference(ticked), mailing)).record).toMatchObject({ wantsReceipt: true, receiptEmail: 'ada@example.org' });
  });

  it('ticked without an address → 422 with the message at the email box, in the page’s language; nothing stored', async () => {
    for (const [path, message] of [
      ['/childhood', 'Email address is required.'],
      ['/childhood?lang=es', 'El campo Dirección de correo electrónico es obligatorio.'],
    ] as const) {
      const { browser, page } = await openForm(path, mailing);
      const before = await counts(mailing);
      const response = await browser.submit(path, page.body, { ...TYPED_ATTESTATION, wantsReceipt: 'on', receiptEmail: '' });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(`<a href="#attestation-receiptEmail">${message}</a>`);
      expect(await counts(mailing)).toEqual(before);
    }
  });
});

describe('a page drawn from a post holds no value of another visitor (the page cache is on, as in production)', () => {
  const A_NAME = 'Xanthippe-Vorobyeva';
  const A_EMAIL = 'xanthippe@a.example';

  it('the config caches pages', () => {
    expect(t.config.pageCacheMs).toBeGreaterThan(0);
  });

  it("A's 422, question and thanks pages never reach B", async () => {
    const b = await openForm('/preferredcontact');
    // B's page is in the cache now; A's answers must not go in it.
    const a = await openForm('/preferredcontact');
    const invalid = await a.browser.submit('/preferredcontact', a.page.body, { firstName: A_NAME, emailAddress: A_EMAIL });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain(A_NAME);
    const aToken = a.browser.cookies.get(XSRF_COOKIE_NAME);

    const aAttestation = await a.browser.get('/childhood');
    const question = await a.browser.submit('/childhood', aAttestation.body, { ...TYPED_ATTESTATION, firstName: A_NAME, individualNPI: NOT_FOUND_NPI });
    expect(question.body).toContain(NPI_QUESTION);
    expect(question.body).toContain(A_NAME);

    const saved = await a.browser.submit('/preferredcontact', invalid.body, { ...TYPED_CONTACT, firstName: A_NAME, emailAddress: A_EMAIL });
    expect(saved.statusCode).toBe(303);
    const thanks = await a.browser.get(String(saved.headers.location));
    expect(thanks.body).toContain(A_NAME);

    const expectNothingOfA = (response: LightMyRequestResponse) => {
      expect(response.body).not.toContain(A_NAME);
      expect(response.body).not.toContain(A_EMAIL);
      expect(response.body).not.toContain(NPI_QUESTION);
      expect(response.body).not.toContain(sentReference(saved));
      expect(response.body).not.toContain(aToken ?? 'no token');
      expect(titleOf(response.body)).not.toMatch(/^Error/);
    };
    for (let visit = 0; visit < 3; visit += 1) {
      for (const address of ['/preferredcontact', '/childhood', String(saved.headers.location), '/preferredcontact?lang=en']) {
        const page = await b.browser.get(address);
        expect(page.statusCode).toBe(200);
        expectNothingOfA(page);
        expect(inputValue(page.body, POST_FIELDS.antiForgeryToken)).toBe(b.browser.cookies.get(XSRF_COOKIE_NAME));
      }
    }
    // B's own answers to posts: B's values, never A's.
    const bInvalid = await b.browser.submit('/preferredcontact', b.page.body, { firstName: 'Bartholomew' });
    expect(bInvalid.statusCode).toBe(422);
    expect(bInvalid.body).toContain('Bartholomew');
    for (const text of [A_NAME, A_EMAIL, NPI_QUESTION, aToken ?? 'no token']) expect(bInvalid.body).not.toContain(text);
    const bAttestation = await b.browser.get('/childhood');
    const bQuestion = await b.browser.submit('/childhood', bAttestation.body, { ...TYPED_ATTESTATION, individualNPI: NOT_FOUND_NPI });
    expect(bQuestion.body).toContain(NPI_QUESTION);
    expect(bQuestion.body).not.toContain(A_NAME);
    // And a new visitor's first page.
    const c = await openForm('/preferredcontact');
    expectNothingOfA(c.page);
  });
});

describe('the rate limit (RATE_LIMIT_MAX=2): the JSON API and the form posts share one budget per address', () => {
  let limited: TestApp;
  const limitedLogs = logCollector();

  beforeEach(async () => {
    limited = await openApp({ prefix: 'form-posts-rate', env: { LANGUAGES: LANGUAGES.join(','), RATE_LIMIT_MAX: '2' }, pages, npi: npiChecker, logStream: limitedLogs.stream });
  });
  afterEach(async () => {
    await limited.close();
  });

  async function expectOverBudget(response: LightMyRequestResponse, before: Record<FormKind, number>) {
    expectFailedPage(response, 429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(inputValue(response.body, 'firstName')).toBe('Ana');
    expect(inputValue(response.body, 'mobileNumber')).toBe('(916) 555-0100');
    expect(await counts(limited)).toEqual(before);
  }

  it('one API save and one form post, then the next form post → 429, the form with its values and the notice; nothing stored', async () => {
    const { browser, page } = await openForm('/preferredcontact', limited);
    const session = await openSession(limited.app);
    expect((await post(limited.app, session, API_PATHS.contact, envelope('contact', contactRecord()))).statusCode).toBe(201);
    expect((await browser.submit('/preferredcontact', page.body, TYPED_CONTACT)).statusCode).toBe(303);
    const before = await counts(limited);
    const over = await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, firstName: 'Ana', isPhone: 'on' });
    await expectOverBudget(over, before);
    expect(limitedLogs.securityEvents()).toContainEqual(expect.objectContaining({ securityEvent: 'rateLimited', budget: 'submissions', route: '/preferredcontact' }));
    // The API is over the same budget.
    expect((await post(limited.app, session, API_PATHS.contact, envelope('contact', contactRecord()))).statusCode).toBe(429);
  });

  it('two form posts, then the JSON API → 429', async () => {
    const { browser, page } = await openForm('/preferredcontact', limited);
    expect((await browser.submit('/preferredcontact', page.body, TYPED_CONTACT)).statusCode).toBe(303);
    const attestation = await browser.get('/childhood');
    expect((await browser.submit('/childhood', attestation.body, TYPED_ATTESTATION)).statusCode).toBe(303);
    const api = await post(limited.app, await openSession(limited.app), API_PATHS.contact, envelope('contact', contactRecord()));
    expect(api.statusCode).toBe(429);
    const before = await counts(limited);
    await expectOverBudget(await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, firstName: 'Ana' }), before);
    expect(before).toEqual({ contact: 1, attestation: 1, tgi: 0 });
  });

  it('another address has its own budget', async () => {
    const { browser, page } = await openForm('/preferredcontact', limited);
    for (let index = 0; index < 2; index += 1) await browser.submit('/preferredcontact', page.body, { ...TYPED_CONTACT, [POST_FIELDS.idempotencyKey]: undefined });
    expect((await browser.submit('/preferredcontact', page.body, TYPED_CONTACT)).statusCode).toBe(429);
    const elsewhere = await openForm('/preferredcontact', limited, '10.1.2.3');
    expect((await elsewhere.browser.submit('/preferredcontact', elsewhere.page.body, TYPED_CONTACT)).statusCode).toBe(303);
  });
});

describe('a store that cannot take the submission', () => {
  let failing: TestApp;
  const failingLogs = logCollector();
  const saveSubmission = jest.fn((): Promise<never> => Promise.reject(new StoreError('WRITE_FAILED', 'The submission could not be stored.', 'SQLITE_BUSY')));

  beforeAll(async () => {
    failing = await openApp({
      prefix: 'form-posts-store',
      env: { LANGUAGES: LANGUAGES.join(',') },
      pages,
      npi: npiChecker,
      logStream: failingLogs.stream,
      wrapStore: (store) => storeWith(store, { saveSubmission }),
    });
  });
  afterAll(async () => {
    await failing.close();
  });

  it.each([
    ['/preferredcontact', TYPED_CONTACT, 'firstName', TYPED_CONTACT.firstName],
    ['/childhood', TYPED_ATTESTATION, 'organization', TYPED_ATTESTATION.organization],
    ['/tgisurvey', TYPED_TGI, 'phoneNumber', '(562) 555-0177'],
  ] as const)('%s → 503 with Retry-After: 5, the form with the notice and the values; nothing stored', async (path, typed, field, shown) => {
    const { browser, page } = await openForm(path, failing);
    saveSubmission.mockClear();
    const response = await browser.submit(path, page.body, typed);
    expect(saveSubmission).toHaveBeenCalledTimes(1);
    expectFailedPage(response, 503);
    expect(response.headers['retry-after']).toBe('5');
    expect(inputValue(response.body, field)).toBe(shown);
    expect(await counts(failing)).toEqual({ contact: 0, attestation: 0, tgi: 0 });
    expect(response.cookies.find((cookie) => cookie.name === RECEIPT_COOKIE)).toBeUndefined();
  });

  it('logs the failure without a typed value', () => {
    expect(failingLogs.lines).toContainEqual(expect.objectContaining({ msg: 'form post not stored', storeError: 'WRITE_FAILED' }));
    expect(JSON.stringify(failingLogs.lines)).not.toContain('ana@example.org');
    expect(JSON.stringify(failingLogs.lines)).not.toContain('Harbor Clinic');
  });
});

describe('while the site is in maintenance', () => {
  it('a post → 303 to the maintenance page carrying the form’s address; nothing stored', async () => {
    const contact = await openForm('/preferredcontact');
    const tgi = await openForm('/tgisurvey');
    const before = await counts();
    await t.store.setMaintenance(true);
    try {
      const response = await contact.browser.submit('/preferredcontact', contact.page.body, TYPED_CONTACT);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/maintenance?from=${encodeURIComponent('/preferredcontact')}`);
      expect(response.headers['cache-control']).toBe('no-store');
      const survey = await tgi.browser.submit('/tgisurvey', tgi.page.body, TYPED_TGI);
      expect(survey.statusCode).toBe(303);
      expect(survey.headers.location).toBe(`/maintenance?from=${encodeURIComponent('/tgisurvey')}`);
      expect(await counts()).toEqual(before);
    } finally {
      await t.store.setMaintenance(false);
    }
  });
});

describe('the address a form posts to (its page’s own: the form has no action)', () => {
  it("a page whose address has a query (?lang=es) posts to it, and is taken", async () => {
    const { browser, page } = await openForm('/tgisurvey?lang=es');
    const response = await browser.submit('/tgisurvey?lang=es', page.body, TYPED_TGI);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/tgisurvey\?sent=TGI-[A-Z0-9]+&lang=es$/);
  });

  it("the TGI survey's other address (/providers) takes its post and confirms there", async () => {
    const { browser, page } = await openForm('/providers');
    const response = await browser.submit('/providers', page.body, TYPED_TGI);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/providers\?sent=TGI-[A-Z0-9]+$/);
    expect((await browser.get(String(response.headers.location))).body).toContain(sentReference(response));
  });
});

describe('a form page reached at another spelling of its address', () => {
  // The page is served at these addresses (routeForPath reads them case-blind and without the trailing slash); its form
  // posts to its route's own address, the only spelling with a POST route.
  const typedFor: Record<string, Readonly<Record<string, string>>> = {
    '/Childhood/': TYPED_ATTESTATION,
    '/childhood/': TYPED_ATTESTATION,
    '/PreferredContact': TYPED_CONTACT,
    '/TGISurvey': TYPED_TGI,
  };

  it.each(Object.keys(typedFor))('%s: the post is taken, as at the form’s own address', async (address) => {
    const browser = new Browser(t.app);
    const { response: page, url } = await browser.visit(address);
    expect(page.statusCode).toBe(200);
    expect(postedFormOf(page.body)).toBeDefined();
    const before = await counts();
    const response = await browser.submit(url, page.body, typedFor[address] ?? {});
    expect(response.statusCode).toBe(303);
    const total = (tally: Record<FormKind, number>) => tally.contact + tally.attestation + tally.tgi;
    expect(total(await counts())).toBe(total(before) + 1);
    expect((await browser.visit(String(response.headers.location))).response.body).toContain(sentReference(response));
  });
});
