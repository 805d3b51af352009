// The shell's pages in another language (docs/languages.md): their headings, sentences, links, dates and document
// titles are said in the language a person switches to, while they are on screen, and in English again after. The
// translations are the test's own (support/testLanguage.ts), some in another order than the English, so a page that
// built a sentence from pieces, or did not translate a text, would show something else.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockEndpoint } from '../../mocks/handlers';
import { server } from '../../support/mswServer';
import { openFormPage } from '../../support/formPage';
import { addTranslations, switchLanguage } from '../../support/testLanguage';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

const PLAN = DEMO_PORTAL_CONFIG.planName;

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE);
});

describe('the maintenance page', () => {
  beforeEach(async () => {
    // Still in maintenance, so the page stays while the test reads it.
    server.use(mockEndpoint('siteInMaintenance', () => HttpResponse.json(true)));
    await addTranslations({
      "We'll be back soon!": '¡Volvemos pronto!',
      'We are performing scheduled maintenance at the moment. The site will be back online shortly.': 'Estamos en mantenimiento.',
      'If you need help now, call us at {phone} (TTY {ttyPhones}).': 'Para ayuda ahora (TTY {ttyPhones}), llame al {phone}.',
      or: 'o',
    });
  });

  it('says its heading, its text and its help line in the language, the phone links in their place', async () => {
    await openFormPage('/maintenance', { heading: "We'll be back soon!" });
    await switchLanguage('es');

    expect(screen.getByRole('heading', { level: 1, name: '¡Volvemos pronto!' })).toBeInTheDocument();
    expect(screen.getByText('Estamos en mantenimiento.')).toBeInTheDocument();
    const help = screen.getByText(/Para ayuda ahora/);
    expect(help).toHaveTextContent('Para ayuda ahora (TTY (800) 555-0111 o 711), llame al (800) 555-0100.');
    expect(within(help).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(help).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(document.title).toBe(`¡Volvemos pronto! | ${PLAN}`);

    await switchLanguage(SOURCE_LANGUAGE);
    expect(screen.getByRole('heading', { level: 1, name: "We'll be back soon!" })).toBeInTheDocument();
    expect(screen.getByText(/If you need help now/)).toHaveTextContent('If you need help now, call us at (800) 555-0100 (TTY (800) 555-0111 or 711).');
    expect(document.title).toBe(`We'll be back soon! | ${PLAN}`);
  });
});

describe('the index of the forms', () => {
  beforeEach(async () => {
    await addTranslations({
      '{planName} forms': 'Formularios de {planName}',
      Forms: 'Formularios',
      'For members': 'Para miembros',
      'Member Preferred Method of Contact Consent Form': 'Formulario de contacto preferido',
      'Choose how we contact you: emails, text messages, pre-recorded calls or phone calls.': 'Elija cómo nos comunicamos con usted.',
    });
  });

  it("names the page, its groups and its forms in the language, each form's link unchanged", async () => {
    await openFormPage('/', { heading: `${PLAN} forms` });
    await switchLanguage('es');

    expect(screen.getByRole('heading', { level: 1, name: `Formularios de ${PLAN}` })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Para miembros' });
    expect(within(members).getByRole('heading', { level: 2, name: 'Para miembros' })).toBeInTheDocument();
    expect(within(members).getByRole('link', { name: 'Formulario de contacto preferido' })).toHaveAttribute('href', '/preferredcontact');
    expect(within(members).getByText('Elija cómo nos comunicamos con usted.')).toBeInTheDocument();
    expect(document.title).toBe(`Formularios | ${PLAN}`);
  });
});

describe('the pages without a form', () => {
  beforeEach(async () => {
    await addTranslations({ 'Page not found': 'No se encontró la página', 'Long-term care': 'Cuidado a largo plazo' });
  });

  it.each([
    ['/no-such-page', 'Page not found', 'No se encontró la página'],
    ['/ltchome', 'Long-term care', 'Cuidado a largo plazo'],
  ])('%s is headed and titled in the language', async (route, english, spanish) => {
    await openFormPage(route, { heading: english });
    await switchLanguage('es');
    expect(screen.getByRole('heading', { level: 1, name: spanish })).toBeInTheDocument();
    expect(document.title).toBe(`${spanish} | ${PLAN}`);
  });
});

describe('the accessibility statement', () => {
  beforeEach(async () => {
    await addTranslations({
      'Accessibility statement for {planName} forms': 'Declaración de accesibilidad de los formularios de {planName}',
      'Accessibility statement': 'Declaración de accesibilidad',
      'How we tested this website': 'Cómo probamos este sitio web',
      "This website was last tested on {statementDate}. These checks are part of the website's automated tests:":
        'Estas pruebas son parte de las pruebas automáticas del sitio web, que se hicieron por última vez el {statementDate}:',
      'For help in another language, see <link>language assistance</link>.': 'Visite <link>asistencia con idiomas</link> para recibir ayuda en otro idioma.',
    });
  });

  it('says its headings and sentences in the language, with the date in its words and the links in their place', async () => {
    await openFormPage('/accessibility', { heading: `Accessibility statement for ${PLAN} forms` });
    await switchLanguage('es');

    expect(screen.getByRole('heading', { level: 1, name: `Declaración de accesibilidad de los formularios de ${PLAN}` })).toBeInTheDocument();
    expect(document.title).toBe(`Declaración de accesibilidad | ${PLAN}`);
    const tested = screen.getByRole('heading', { level: 2, name: 'Cómo probamos este sitio web' }).nextElementSibling as HTMLElement;
    expect(tested).toHaveTextContent('Estas pruebas son parte de las pruebas automáticas del sitio web, que se hicieron por última vez el 24 de noviembre de 2026:');
    expect(tested.querySelector('time')).toHaveAttribute('datetime', '2026-11-24');
    const help = screen.getByText(/para recibir ayuda en otro idioma/);
    expect(help).toHaveTextContent('Visite asistencia con idiomas para recibir ayuda en otro idioma.');
    expect(within(help).getByRole('link', { name: 'asistencia con idiomas' })).toHaveAttribute('href', DEMO_PORTAL_CONFIG.links.languageAssistance);

    await switchLanguage(SOURCE_LANGUAGE);
    expect(screen.getByRole('heading', { level: 2, name: 'How we tested this website' }).nextElementSibling).toHaveTextContent(
      'This website was last tested on November 24, 2026.',
    );
  });
});
