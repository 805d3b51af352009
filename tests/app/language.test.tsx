// The portal in a second language, as a person switches to it: the banner's link, the page in place, what is kept.
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { languageCookie, LANGUAGE_COOKIE, startLanguage } from '../../src/domain/language';
import { activateLanguage } from '../../src/core/i18n';
import { expectNoAxeViolations, openFormPage } from '../../support/formPage';

const BILINGUAL = { app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] } } };
const ENGLISH_ONLY = { app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en'] } } };

afterEach(async () => {
  await activateLanguage('en');
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
});

describe('startLanguage', () => {
  const languages = ['en', 'es'];

  it('takes ?lang= first, then the cookie, then the first language the plan offers', () => {
    expect(startLanguage(languages, '?lang=es', `${LANGUAGE_COOKIE}=en`)).toBe('es');
    expect(startLanguage(languages, '?step=2', `other=1; ${LANGUAGE_COOKIE}=es`)).toBe('es');
    expect(startLanguage(languages, '', '')).toBe('en');
    expect(startLanguage(['es', 'en'], '', '')).toBe('es');
  });

  it('ignores a language the plan does not offer, wherever it comes from', () => {
    expect(startLanguage(languages, '?lang=fr', `${LANGUAGE_COOKIE}=de`)).toBe('en');
    expect(startLanguage(['en'], '?lang=es', `${LANGUAGE_COOKIE}=es`)).toBe('en');
  });

  it('remembers the choice for a year on the whole site, never sent from another site', () => {
    expect(languageCookie('es')).toBe(`${LANGUAGE_COOKIE}=es; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});

describe('the language link', () => {
  it('is not there while the plan offers one language', async () => {
    await openFormPage('/', { preloadedState: ENGLISH_ONLY });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
  });

  it('says Español in Spanish and switches the page in place, keeping focus on it', async () => {
    const { user } = await openFormPage('/', { preloadedState: BILINGUAL });
    const banner = screen.getByRole('banner');
    const toSpanish = within(banner).getByRole('button', { name: 'Español' });
    expect(toSpanish).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Accessibility statement' })).toBeInTheDocument();

    await user.click(toSpanish);

    expect(await screen.findByRole('link', { name: 'Declaración de accesibilidad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('heading', { name: `Comuníquese con ${DEMO_PORTAL_CONFIG.planName}` })).toBeInTheDocument();
    const toEnglish = within(banner).getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    expect(toEnglish).toHaveFocus();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
    await expectNoAxeViolations();

    await user.click(toEnglish);
    expect(await screen.findByRole('link', { name: 'Accessibility statement' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Español' })).toHaveFocus();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it("puts the shell's texts in Spanish: the page's introduction, the footer's lines, the messages' regions", async () => {
    const { user } = await openFormPage('/', { preloadedState: BILINGUAL });
    expect(screen.getByText('Fill in and send these forms online. No account is needed.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Español' }));
    expect(await screen.findByText('Llene y envíe estos formularios en línea. No necesita una cuenta.')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Servicios para miembros')).toBeInTheDocument();
    expect(within(footer).getByText('Teléfono principal')).toBeInTheDocument();
    expect(within(footer).getByText('Horario')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mensajes de error' })).toBeEmptyDOMElement();
    expect(screen.getByRole('list', { name: 'Mensajes' })).toBeEmptyDOMElement();
    expect(screen.queryByText('Fill in and send these forms online. No account is needed.')).not.toBeInTheDocument();
  });

  it('keeps what was typed in a form when the language changes', async () => {
    const { user } = await openFormPage('/preferredcontact', { preloadedState: BILINGUAL });
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await user.type(firstName, 'Ada');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Español' }));
    await screen.findByRole('link', { name: 'Declaración de accesibilidad' });
    // The same field, now labelled in Spanish, with what was typed in it.
    expect(firstName).toBeInTheDocument();
    expect(firstName).toHaveValue('Ada');
  });
});
