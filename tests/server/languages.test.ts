// The server knows each submission's language (docs/languages.md): Content-Language says it, the plan's languages
// decide which are accepted, the submission stores it (and a consent the version of the terms in that language), and a
// refused form's field errors come back in it.
import { API_PATHS } from '../../src/domain/apiContract';
import { TEXTING_TERMS_VERSION, textingTermsVersion } from '../../src/domain/textingTerms';
import { contactRecord, envelope, openApp, openSession, post, tgiRecord, type Session, type TestApp } from './support/appHarness';

let t: TestApp;
let session: Session;

afterEach(async () => {
  await t.close();
});

describe('with English and Spanish offered', () => {
  beforeEach(async () => {
    t = await openApp({ prefix: 'languages', env: { LANGUAGES: 'en,es' } });
    session = await openSession(t.app);
  });

  it('stores a Spanish consent with the Spanish terms version, and an English one (or one that says nothing) in English', async () => {
    const inSpanish = await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()), { 'content-language': 'es' });
    expect(inSpanish.statusCode).toBe(201);
    expect((await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()), { 'content-language': 'EN' })).statusCode).toBe(201);
    expect((await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()))).statusCode).toBe(201);

    const stored = await t.store.listSubmissions('contact');
    expect(stored.map(({ language, termsVersion }) => ({ language, termsVersion }))).toEqual([
      { language: 'es', termsVersion: textingTermsVersion('es') },
      { language: 'en', termsVersion: TEXTING_TERMS_VERSION },
      { language: 'en', termsVersion: TEXTING_TERMS_VERSION },
    ]);
    expect(textingTermsVersion('es')).not.toBe(TEXTING_TERMS_VERSION);
  });

  it("says a refused form's field errors in its language", async () => {
    const record = { ...contactRecord(), firstName: '   ', emailAddress: 'not an address' };
    const response = await post(t.app, session, API_PATHS.contact, envelope('contact', record), { 'content-language': 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      firstName: 'El campo Nombre es obligatorio.',
      emailAddress: 'Dirección de correo electrónico no válida.',
    });

    const survey = { ...tgiRecord(), phoneNumber: '555' };
    const refused = await post(t.app, session, API_PATHS.tgi, envelope('tgi', survey), { 'content-language': 'es' });
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({ phoneNumber: 'Error: el formato del número de teléfono no es válido.' });

    const inEnglish = await post(t.app, session, API_PATHS.contact, envelope('contact', record), { 'content-language': 'en' });
    expect(inEnglish.json<{ errors: Record<string, string> }>().errors).toEqual({ firstName: 'First Name is required.', emailAddress: 'Invalid Email Address.' });
    expect(await t.store.countSubmissions('contact')).toBe(0);
  });

  it('refuses, with a clear 400 and nothing stored, a language the plan does not offer or a list of languages', async () => {
    for (const header of ['fr', 'es, en', '']) {
      const response = await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()), { 'content-language': header });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Content-Language must be one language this portal offers: en, es.');
    }
    expect(await t.store.countSubmissions('contact')).toBe(0);
  });
});

it('refuses Spanish when the plan offers English alone', async () => {
  t = await openApp({ prefix: 'languages', env: { LANGUAGES: 'en' } });
  session = await openSession(t.app);
  const response = await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()), { 'content-language': 'es' });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toBe('Content-Language must be one language this portal offers: en.');
  expect(await t.store.countSubmissions('contact')).toBe(0);
});

describe("the notices in the plan's languages", () => {
  beforeEach(async () => {
    t = await openApp({ prefix: 'languages', env: { LANGUAGES: 'en,es' } });
  });

  it('answers each notice in the language asked for when staff gave it, in English otherwise', async () => {
    await t.store.addNotification('The portal closes Friday at 6 PM.', { es: 'El portal cierra el viernes a las 6 p. m.' });
    await t.store.addNotification('New: the TGI survey is open.');
    const messages = async (url: string) => (await t.app.inject({ url })).json<{ message: string }[]>().map((notice) => notice.message);

    expect(await messages('/notification?lang=es')).toEqual(['El portal cierra el viernes a las 6 p. m.', 'New: the TGI survey is open.']);
    expect(await messages('/notification')).toEqual(['The portal closes Friday at 6 PM.', 'New: the TGI survey is open.']);
    expect(await messages('/notification?lang=en')).toEqual(['The portal closes Friday at 6 PM.', 'New: the TGI survey is open.']);
    // A language the plan does not offer is not an error: the notices come in English.
    expect(await messages('/notification?lang=fr')).toEqual(['The portal closes Friday at 6 PM.', 'New: the TGI survey is open.']);
  });
});
