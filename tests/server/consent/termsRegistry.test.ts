// The texting terms as members read them (issue 23): recorded once per version and language, a text changed under its
// version refused, each consent stored with the hash of the text it was given with, and `terms show` printing it.
import { recordShippedTerms, sha256, shippedTerms, termsText, TermsChangedError } from '../../../server/consent/termsRegistry';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import { textingTermsVersion } from '../../../src/domain/textingTerms';
import { adminHarness, type AdminHarness } from '../admin/adminHarness';
import { contactRecord, envelope, FORMS, openApp, openSession, post } from '../support/appHarness';

let admin: AdminHarness;
beforeEach(async () => {
  admin = adminHarness('terms');
  await admin.store();
});
afterEach(async () => {
  await admin.cleanup();
});

const PRIVACY_NOTICE = DEMO_PORTAL_CONFIG.links.privacyNotice;

it('the text is the title, then each heading with its paragraphs, in the language and with the plan’s details', () => {
  const english = termsText(DEMO_PORTAL_CONFIG, 'en');
  expect(
    english.startsWith(
      'Text Messaging Terms and Conditions\n\nThe text messaging program\nWhen you choose Text Messages, you sign up for the Sunrise Health Plan text messaging program.',
    ),
  ).toBe(true);
  expect(english).toContain('Message frequency varies.');
  expect(english).toContain('Message and data rates may apply');
  expect(english).toContain('\nReply STOP to stop.');
  expect(english).toContain('\nReply HELP for help.');
  expect(english).toContain('(800) 555-0100');
  expect(termsText(DEMO_PORTAL_CONFIG, 'es')).toContain('Responda STOP para dejar de recibir mensajes.');
  expect(shippedTerms(DEMO_PORTAL_CONFIG).map((terms) => [terms.version, terms.language])).toEqual([
    [textingTermsVersion('en'), 'en'],
    [textingTermsVersion('es'), 'es'],
  ]);
});

it('ends with the agreement statement above Submit, and writes each link as its words and its address', () => {
  const english = termsText(DEMO_PORTAL_CONFIG, 'en');
  expect(english).toContain(
    `\n\nYour privacy\nThe Sunrise Health Plan privacy notice (${PRIVACY_NOTICE}) says how we use and protect your information.\n\nHelp with text messages\n`,
  );
  expect(
    english.endsWith(
      '\n\nBy selecting Submit, I agree to the Text Messaging Terms and Conditions above, and I consent to receive information and notices from Sunrise Health Plan by the methods I chose.\n' +
        'If I chose Text Messages, I will receive messages from the Sunrise Health Plan text messaging program. Message frequency varies. Message and data rates may apply. Reply HELP for help. Reply STOP to stop.\n' +
        `Read our privacy notice (${PRIVACY_NOTICE}).`,
    ),
  ).toBe(true);
  const spanish = termsText(DEMO_PORTAL_CONFIG, 'es');
  expect(spanish).toContain('\nSi elegí Mensajes de texto, recibiré mensajes del programa de mensajes de texto de Sunrise Health Plan.');
  expect(spanish.endsWith(`\nLea nuestro aviso de privacidad (${PRIVACY_NOTICE}).`)).toBe(true);
});

it('leaves the privacy notice out when the plan has none, or one the portal may not link to', () => {
  for (const links of [{}, { privacyNotice: 'javascript:alert(1)' }]) {
    const text = termsText({ ...DEMO_PORTAL_CONFIG, links }, 'en');
    expect(text).not.toContain('privacy');
    expect(text.endsWith('Reply HELP for help. Reply STOP to stop.')).toBe(true);
  }
});

it('records each version once; a text changed under its version (here: the plan renamed) stops the start with a clear message', async () => {
  const store = await admin.store();
  await recordShippedTerms(store, DEMO_PORTAL_CONFIG);
  await recordShippedTerms(store, DEMO_PORTAL_CONFIG);
  expect((await store.listTerms()).map((terms) => [terms.version, terms.language, terms.sha256])).toEqual([
    [textingTermsVersion('en'), 'en', sha256(termsText(DEMO_PORTAL_CONFIG, 'en'))],
    [textingTermsVersion('es'), 'es', sha256(termsText(DEMO_PORTAL_CONFIG, 'es'))],
  ]);
  const renamed = { ...DEMO_PORTAL_CONFIG, planName: 'Moonrise Health Plan' };
  const refusal = recordShippedTerms(store, renamed);
  await expect(refusal).rejects.toBeInstanceOf(TermsChangedError);
  await expect(refusal).rejects.toThrow(`The texting terms in "en" differ from the text recorded as version ${textingTermsVersion('en')}`);
  // The recorded text is the first one, untouched.
  expect((await store.listTerms())[0]?.text).toBe(termsText(DEMO_PORTAL_CONFIG, 'en'));
});

it('a privacy notice moved to another address under the same version stops the start too: the address is part of the text', async () => {
  const store = await admin.store();
  await recordShippedTerms(store, DEMO_PORTAL_CONFIG);
  const moved = { ...DEMO_PORTAL_CONFIG, links: { ...DEMO_PORTAL_CONFIG.links, privacyNotice: 'https://www.example.org/privacy' } };
  const refusal = recordShippedTerms(store, moved);
  await expect(refusal).rejects.toBeInstanceOf(TermsChangedError);
  await expect(refusal).rejects.toThrow('If the plan changed its name, support phone, address or privacy notice address, which are part of the text, set TEXTING_TERMS_EDITION');
  expect((await store.listTerms()).map((terms) => terms.text)).toEqual([termsText(DEMO_PORTAL_CONFIG, 'en'), termsText(DEMO_PORTAL_CONFIG, 'es')]);
});

it('terms list and terms show print what members read, exactly', async () => {
  await recordShippedTerms(await admin.store(), DEMO_PORTAL_CONFIG);
  const list = await admin.run(['terms', 'list']);
  expect(list.stdout).toMatch(new RegExp(`^${textingTermsVersion('en')} {2}en {2}recorded \\S+ {2}sha256 [0-9a-f]{64}\\n`));
  const shown = await admin.run(['terms', 'show', textingTermsVersion('es')]);
  expect(shown.stdout).toBe(
    `Version ${textingTermsVersion('es')}, language es, recorded ${(await (await admin.store()).listTerms())[1]?.recordedAt}, sha256 ${sha256(termsText(DEMO_PORTAL_CONFIG, 'es'))}:\n\n${termsText(DEMO_PORTAL_CONFIG, 'es')}\n`,
  );
  expect(await admin.run(['terms', 'show', '1999-01-01'])).toMatchObject({ code: 1, stderr: 'No terms recorded as version "1999-01-01": see `terms list`.\n' });
});

it('each consent keeps the hash of the terms text it was given with, in its language', async () => {
  const t = await openApp({ prefix: 'terms-api' });
  try {
    const session = await openSession(t.app);
    expect((await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()))).statusCode).toBe(201);
    expect((await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()), { 'content-language': 'es' })).statusCode).toBe(201);
    const stored = await t.store.listSubmissions('contact');
    expect(stored.map((row) => [row.language, row.termsVersion, row.termsSha256])).toEqual([
      ['en', textingTermsVersion('en'), sha256(termsText(t.config.portal, 'en'))],
      ['es', textingTermsVersion('es'), sha256(termsText(t.config.portal, 'es'))],
    ]);
  } finally {
    await t.close();
  }
});

it('a plan that changed its details sets TEXTING_TERMS_EDITION: every language gets a new version, the old texts stay as they were', async () => {
  const store = await admin.store();
  await recordShippedTerms(store, DEMO_PORTAL_CONFIG);
  const renamed = { ...DEMO_PORTAL_CONFIG, planName: 'Moonrise Health Plan' };
  const recorded = await recordShippedTerms(store, renamed, '2');
  expect([...recorded.values()].map((terms) => terms.version)).toEqual([`${textingTermsVersion('en')}+2`, `${textingTermsVersion('es')}+2`]);
  const all = await store.listTerms();
  expect(all).toHaveLength(4);
  expect(all.map((terms) => [terms.version, terms.text.includes('Moonrise')])).toEqual(expect.arrayContaining([
    [textingTermsVersion('en'), false],
    [`${textingTermsVersion('en')}+2`, true],
    [textingTermsVersion('es'), false],
    [`${textingTermsVersion('es')}+2`, true],
  ]));
  // The same edition with yet another name is refused, as any text changed under its version.
  await expect(recordShippedTerms(store, { ...renamed, planName: 'Starrise Health Plan' }, '2')).rejects.toBeInstanceOf(TermsChangedError);
});

it('with an edition, each consent keeps the edition\'s version', async () => {
  const t = await openApp({ prefix: 'terms-edition', env: { TEXTING_TERMS_EDITION: '2027-01' } });
  try {
    const session = await openSession(t.app);
    expect((await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()))).statusCode).toBe(201);
    expect((await t.store.listSubmissions('contact')).map((row) => row.termsVersion)).toEqual([`${textingTermsVersion('en')}+2027-01`]);
  } finally {
    await t.close();
  }
});
