// Issue 20: every route drawn by the server's page renderer (src/render/renderEntry.tsx), then taken over by the
// browser's bootstrap as src/index.tsx does it. The console guard fails a test on any warning, so a hydration mismatch
// (React says each one on the console in development) fails here.
import { screen, within } from '@testing-library/react';
import { getFormValues } from 'redux-form';
import { inEnglish } from '../../src/domain/text';
import { PORTAL_ROUTES, routeForPath } from '../../src/domain/routeTable';
import type { PageRenderer, PageRequest } from '../../src/domain/pageRendering';
import { endTakeOver, loadServerRenderer, PAGE_CONFIG, receive, takeOver } from './support/serverPages';
import { CONTACT_FORM } from '../../src/features/contact/contactSlice';

const config = PAGE_CONFIG;
const NOTICE = 'The portal will be down on Sunday from 1 to 3 AM.';
let pages: PageRenderer;

beforeAll(async () => {
  pages = await loadServerRenderer();
});

afterEach(() => {
  endTakeOver();
});

const ADDRESSES = PORTAL_ROUTES.map((route) => (route.path === '*' ? '/no-such-page' : route.path)).filter((path) => path !== '/maintenance');

function request(url: string, overrides: Partial<PageRequest> = {}): PageRequest {
  return { url, language: 'en', config, notices: [NOTICE], inMaintenance: false, ...overrides };
}

describe.each(ADDRESSES)('the page at %s', (address) => {
  const route = routeForPath(address);

  test('is drawn on the server with its status, title, heading, the notices and the state the browser starts from', () => {
    const page = pages.render(request(address));
    expect(page.status).toBe(route.screen.chunk === 'not-found' ? 404 : 200);
    expect(page.title).toMatch(new RegExp(`\\| ${config.planName}$`));
    const root = receive(page, address);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(inEnglish(route.heading, { planName: config.planName }));
    expect(within(root).getByRole('region', { name: 'Notices' })).toHaveTextContent(NOTICE);
    expect(page.state).toMatchObject({ app: { language: 'en', maintenance: 'off' }, notifications: { status: 'loaded', messages: [NOTICE] } });
    // The configuration travels in its own element of the page, not twice.
    expect(page.state.app).not.toHaveProperty('config');
  });

  test('is taken over by the browser as it is: the same elements, the same title, no warning', async () => {
    const page = pages.render(request(address));
    const root = receive(page, address);
    const heading = within(root).getByRole('heading', { level: 1 });
    await takeOver(page, root);
    // Hydration keeps the server's elements; a render from scratch would have replaced them.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(document.title).toBe(page.title);
  });
});

describe('a page drawn on the server', () => {
  test('in Spanish, with the notices as given and the Spanish title, is taken over without a warning', async () => {
    const page = pages.render(request('/preferredcontact?lang=es', { language: 'es', notices: ['Aviso en español.'] }));
    expect(page.title).toMatch(/^Formulario de consentimiento/);
    const root = receive(page, '/preferredcontact?lang=es');
    const heading = within(root).getByRole('heading', { level: 1 });
    await takeOver(page, root);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('region', { name: 'Avisos' })).toHaveTextContent('Aviso en español.');
    expect(document.title).toBe(page.title);
  });

  test('the maintenance page, while maintenance is on, answers 503 and carries the flag', () => {
    const page = pages.render(request('/maintenance', { inMaintenance: true }));
    expect(page.status).toBe(503);
    expect(page.state).toMatchObject({ app: { maintenance: 'on' } });
    expect(within(receive(page, '/maintenance')).getByRole('heading', { level: 1 })).toHaveTextContent("We'll be back soon!");
  });

  test('without notices the server could read, leaves them for the browser to fetch', () => {
    const page = pages.render(request('/', { notices: undefined, inMaintenance: undefined }));
    expect(page.state).toMatchObject({ app: { maintenance: 'unknown' }, notifications: { status: 'idle', messages: [] } });
  });

  test.each([
    ['en', '/confirmemail?token=abc', 'Confirm your email address', 'Confirm my email address'],
    ['es', '/confirmemail?lang=es&token=abc', 'Confirme su dirección de correo electrónico', 'Confirmar mi dirección de correo electrónico'],
  ])('in %s, the page of the email’s link (%s), ready, holds its form and is taken over as it is (issue 36)', async (language, url, formName, button) => {
    const page = pages.render(request(url, { language, emailConfirmation: { step: 'ready' } }));
    expect(page.status).toBe(200);
    // The outcome travels with the page, so the browser draws the same.
    expect(page.state).toMatchObject({ emailConfirmation: { outcome: { step: 'ready' } } });
    const root = receive(page, url);
    const form = within(root).getByRole('form', { name: formName });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/confirmemail');
    expect(within(form).getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue('abc');
    expect(form.querySelector('input[type="hidden"][name="_lang"]')).toHaveValue(language);
    // Empty as drawn: the server writes each visitor's token in (server/spa.ts), which needs this exact markup.
    expect(page.body).toContain('<input type="hidden" name="_xsrf"/>');
    const heading = within(root).getByRole('heading', { level: 1 });
    const { store } = await takeOver(page, root);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(root).toContainElement(form);
    expect(store.getState().emailConfirmation.outcome).toEqual({ step: 'ready' });
    expect(document.title).toBe(page.title);
  });

  test('the page of the email’s link with its result arrives focused on it, and is taken over as it is (issue 36)', async () => {
    const outcome = { step: 'confirmed', reference: 'PMC-7KQ4MXDN', awaiting: ['mobile'] } as const;
    const page = pages.render(request('/confirmemail', { emailConfirmation: outcome }));
    expect(page.title).toBe(`Email address confirmed | ${config.planName}`);
    const root = receive(page, '/confirmemail');
    const result = within(root).getByRole('region', { name: 'Your email address is confirmed.' });
    // The browser focuses it as the page loads, scripts or not.
    expect(result).toHaveAttribute('autofocus');
    expect(result).toHaveTextContent('Reference: PMC-7KQ4MXDN.');
    expect(within(root).queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    await takeOver(page, root);
    expect(screen.getByRole('region', { name: 'Your email address is confirmed.' })).toBe(result);
  });

  test('keeps what was typed and ticked before the browser took the form over, in the form state', async () => {
    const page = pages.render(request('/preferredcontact'));
    const root = receive(page, '/preferredcontact');
    within(root).getByRole<HTMLInputElement>('textbox', { name: /First Name/ }).value = 'Ana';
    within(root).getByRole<HTMLInputElement>('textbox', { name: /Mobile/ }).value = '5625550123';
    within(root).getByRole<HTMLInputElement>('checkbox', { name: /Text Messages/ }).checked = true;
    const { store } = await takeOver(page, root);
    expect(getFormValues(CONTACT_FORM)(store.getState())).toMatchObject({ firstName: 'Ana', mobileNumber: '(562) 555-0123', isText: true });
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ana');
  });
});
