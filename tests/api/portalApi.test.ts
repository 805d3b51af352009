import { http, HttpResponse } from 'msw';
import { ApiError } from '../../src/api/client';
import { createPortalApi } from '../../src/api/portalApi';
import type { AttestationRecord } from '../../src/domain/apiContract';
import type { PreferredContactRecord } from '../../src/domain/contact';
import type { TgiSurveyRecord } from '../../src/domain/tgi';
import { clearReceivedSubmissions, receivedSubmissions } from '../../mocks/handlers';
import { maintenanceOn, notificationsPresent, npiNotFound, SAMPLE_NOTIFICATIONS, serverError500 } from '../../mocks/scenarios';
import { server } from '../../support/mswServer';

const api = createPortalApi({ apiBase: '', webBase: '' });

const attestation: AttestationRecord = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  individualNPI: '1234567893',
  isValidNPI: 'Yes',
  title: 'MD',
  organizationName: 'Harbor Clinic',
  submittedDatetime: '2025-03-04T17:00:00.000Z',
  attestationFormName: 'DEI Provider Training Program',
  wantsReceipt: false,
  receiptEmail: '',
};

const contact: PreferredContactRecord = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  memberId: 'M123',
  emailAddress: 'ada@example.org',
  mobileNumber: '',
  isEmail: true,
  isText: false,
  isPreRecordedCall: false,
  isPhone: false,
  wantsReceipt: false,
};

const tgi: TgiSurveyRecord = {
  providerLastName: 'Lovelace',
  providerFirstName: 'Ada',
  individualNPI: '1234567893',
  isValidNPI: 'Yes',
  isGenderAffirmingServicesOffered: 'Yes',
  fullNameOfPersonCompletingSurvey: 'Ada Lovelace',
  titleOfPersonCompletingSurvey: 'Physician',
  email: 'ada@example.org',
  phoneNumber: '(562) 555-0199',
  dateSubmitted: '2026-11-22T10:00:00.000Z',
  wantsReceipt: false,
};

beforeEach(() => clearReceivedSubmissions());

/** Answers `path` (any origin) with `body` as JSON. */
function answerGet(path: string, body: unknown) {
  server.use(http.get(`*${path}`, () => new HttpResponse(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })));
}

describe('isSiteInMaintenance', () => {
  it('is false by default and true when the server says so', async () => {
    await expect(api.isSiteInMaintenance()).resolves.toBe(false);
    server.use(...maintenanceOn);
    await expect(api.isSiteInMaintenance()).resolves.toBe(true);
  });

  it.each<[string, unknown, boolean]>([
    ['the string "true"', 'true', true],
    ['the string "TRUE" in any case', 'TRUE', true],
    ['the string "false"', 'false', false],
    ['a number', 1, false],
    ['an object', { maintenance: true }, false],
    ['null', null, false],
  ])('reads %s (%p) as %s', async (_name, answer, expected) => {
    answerGet('/api/common/issiteinmaintenance', answer);
    await expect(api.isSiteInMaintenance()).resolves.toBe(expected);
  });

  it('reads a text/plain True as true', async () => {
    server.use(http.get('*/api/common/issiteinmaintenance', () => HttpResponse.text('True')));
    await expect(api.isSiteInMaintenance()).resolves.toBe(true);
  });

  it('asks the web base, not the API base', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/api/common/issiteinmaintenance', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(false);
      }),
    );
    await createPortalApi({ apiBase: 'https://api.plan.org', webBase: '/portal' }).isSiteInMaintenance();
    expect(urls).toEqual(['http://localhost/portal/api/common/issiteinmaintenance']);
  });
});

describe('getNotifications', () => {
  it('returns the list from the API base', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/notification', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(SAMPLE_NOTIFICATIONS);
      }),
    );
    await expect(createPortalApi({ apiBase: 'https://api.plan.org', webBase: '' }).getNotifications()).resolves.toEqual(SAMPLE_NOTIFICATIONS);
    expect(urls).toEqual(['https://api.plan.org/notification']);
  });

  it("asks with ?lang= for another language than English, and with the spec's bare path in English", async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/notification', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    const client = createPortalApi({ apiBase: 'https://api.plan.org', webBase: '' });
    await client.getNotifications('es');
    await client.getNotifications('en');
    expect(urls).toEqual(['https://api.plan.org/notification?lang=es', 'https://api.plan.org/notification']);
  });

  it('is empty by default and holds the three sample notices in that scenario', async () => {
    await expect(api.getNotifications()).resolves.toEqual([]);
    server.use(...notificationsPresent);
    await expect(api.getNotifications()).resolves.toHaveLength(3);
  });

  it('drops malformed entries and keeps only the message', async () => {
    answerGet('/notification', [
      { message: 'Office closed Friday', id: 7 },
      { message: 42 },
      { text: 'no message field' },
      null,
      'a bare string',
      { message: '   ' },
      { message: 'Second notice' },
    ]);
    await expect(api.getNotifications()).resolves.toEqual([{ message: 'Office closed Friday' }, { message: 'Second notice' }]);
  });

  it('is empty for an answer that is not an array', async () => {
    answerGet('/notification', { message: 'not a list' });
    await expect(api.getNotifications()).resolves.toEqual([]);
  });

  it('rejects with an ApiError when the call fails', async () => {
    server.use(...serverError500);
    await expect(api.getNotifications()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('isNpiValid', () => {
  it('asks the exact path with the NPI as its last segment', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/api/Attestation/IsNPIValid/:npi', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(true);
      }),
    );
    await createPortalApi({ apiBase: 'https://api.plan.org', webBase: '' }).isNpiValid('1234567893');
    expect(urls).toEqual(['https://api.plan.org/api/Attestation/IsNPIValid/1234567893']);
  });

  it('is true for a valid NPI and false otherwise with the default mocks', async () => {
    await expect(api.isNpiValid('1234567893')).resolves.toBe(true);
    await expect(api.isNpiValid('1234567890')).resolves.toBe(false);
  });

  it('is false when the server does not find it', async () => {
    server.use(...npiNotFound);
    await expect(api.isNpiValid('1234567893')).resolves.toBe(false);
  });

  it.each<[unknown, boolean]>([
    ['true', true],
    ['False', false],
    ['yes', false],
    [{ valid: true }, false],
  ])('reads %p as %s', async (answer, expected) => {
    answerGet('/api/Attestation/IsNPIValid/:npi', answer);
    await expect(api.isNpiValid('1234567893')).resolves.toBe(expected);
  });

  it('rejects with the HTTP failure when the check fails', async () => {
    server.use(...serverError500);
    await expect(api.isNpiValid('1234567893')).rejects.toMatchObject({ failure: { status: 500, body: { error: 'Internal Server Error' } } });
  });
});

describe('the saves', () => {
  it('posts an attestation to {api}/api/Attestation in the formData envelope and returns the receipt', async () => {
    const receipt = await api.saveForm('attestation', attestation);
    expect(receipt).toEqual({ id: 1, reference: 'ATT-000001' });
    expect(receivedSubmissions).toHaveLength(1);
    expect(receivedSubmissions[0]).toMatchObject({
      path: '/api/Attestation',
      body: { formData: JSON.stringify({ attestationForm: attestation }) },
      record: attestation,
    });
  });

  it('posts the preferred contact form under preferredContactForm to {api}/api/preferredcontact', async () => {
    await api.saveForm('contact', contact);
    expect(receivedSubmissions[0]).toMatchObject({
      path: '/api/preferredcontact',
      body: { formData: JSON.stringify({ preferredContactForm: contact }) },
      record: contact,
    });
  });

  it('posts the TGI survey under tgiActForm to the web base, not the API base', async () => {
    const urls: string[] = [];
    server.use(
      http.post('https://api.plan.org/*', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const record = tgi;
    await createPortalApi({ apiBase: 'https://api.plan.org', webBase: '' }).saveForm('tgi', record);
    expect(urls).toEqual([]);
    expect(receivedSubmissions[0]).toMatchObject({ path: '/api/tgiact', record });
  });

  it('sends the Idempotency-Key header only when given one', async () => {
    await api.saveForm('tgi', tgi, 'key-123');
    await api.saveForm('attestation', attestation, 'key-456');
    await api.saveForm('contact', contact);
    expect(receivedSubmissions.map((submission) => submission.headers['idempotency-key'])).toEqual(['key-123', 'key-456', undefined]);
  });

  it('says the language a TGI survey was written in when given one, and the page\'s otherwise', async () => {
    const inEnglish = createPortalApi({ apiBase: '', webBase: '', contentLanguage: () => 'en' });
    await inEnglish.saveForm('tgi', tgi, 'key-123', 'es');
    await inEnglish.saveForm('tgi', tgi, 'key-456');
    expect(receivedSubmissions.map((submission) => submission.headers['content-language'])).toEqual(['es', 'en']);
  });

  it('keeps what a consent waits for the member to confirm (issue 36), the known contact points once each, in their order', async () => {
    const answers: Record<string, unknown>[] = [
      { id: 7, reference: 'PMC-7KQ4MXDN', awaiting: ['mobile', 'email'] },
      { id: 8, reference: 'PMC-8KQ4MXDN', awaiting: ['email', 'email', 'fax', 3] },
      { id: 9, reference: 'PMC-9KQ4MXDN', awaiting: [] },
      { id: 10, reference: 'PMC-AKQ4MXDN', awaiting: 'email' },
    ];
    server.use(http.post('*/api/preferredcontact', () => HttpResponse.json(answers.shift() ?? {}, { status: 201 })));
    await expect(api.saveForm('contact', contact)).resolves.toEqual({ id: 7, reference: 'PMC-7KQ4MXDN', awaiting: ['email', 'mobile'] });
    await expect(api.saveForm('contact', contact)).resolves.toEqual({ id: 8, reference: 'PMC-8KQ4MXDN', awaiting: ['email'] });
    // Nothing awaited reads as a receipt always read.
    await expect(api.saveForm('contact', contact)).resolves.toEqual({ id: 9, reference: 'PMC-9KQ4MXDN' });
    await expect(api.saveForm('contact', contact)).resolves.toEqual({ id: 10, reference: 'PMC-AKQ4MXDN' });
  });

  it('returns undefined when the server answers no receipt', async () => {
    server.use(http.post('*/api/preferredcontact', () => new HttpResponse(null, { status: 200 })));
    server.use(http.post('*/api/Attestation', () => HttpResponse.json(true)));
    await expect(api.saveForm('contact', contact)).resolves.toBeUndefined();
    await expect(api.saveForm('attestation', attestation)).resolves.toBeUndefined();
  });

  it('rejects with the failure as plain data when a save fails', async () => {
    server.use(...serverError500);
    const error: unknown = await api.saveForm('attestation', attestation).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      url: 'http://localhost/api/Attestation',
      body: { error: 'Internal Server Error' },
    });
  });
});
