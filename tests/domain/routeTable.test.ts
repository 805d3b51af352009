// The route table's page of the email's link (issue 36): found at its address, not listed, and drawn in the contact
// form's catalog, which the server sends with it in another language (server/spa.ts reads catalogChunkGroups).
import { CONFIRM_EMAIL_PATH } from '../../src/domain/contactConfirmation';
import { catalogChunkGroups, CONFIRM_EMAIL_TITLE, FORM_NAMES, PORTAL_ROUTES, routeForPath, screenCatalog, screenForm } from '../../src/domain/routeTable';

it('draws /confirmemail, however it is spelt, as a page of its own with its heading, listed nowhere', () => {
  for (const address of [CONFIRM_EMAIL_PATH, '/ConfirmEmail/']) {
    expect(routeForPath(address)).toEqual({ path: '/confirmemail', screen: { chunk: 'confirm-email' }, heading: CONFIRM_EMAIL_TITLE, kind: 'page' });
  }
  expect(CONFIRM_EMAIL_TITLE).toBe('Confirm your email address');
  expect(PORTAL_ROUTES.filter((route) => route.listing).map((route) => route.path)).not.toContain(CONFIRM_EMAIL_PATH);
});

it('speaks in the contact form’s catalog without being a form (no plain post of a form is taken there)', () => {
  expect(screenForm('confirm-email')).toBeUndefined();
  expect(screenCatalog('confirm-email')).toBe('contact');
  expect(catalogChunkGroups('es', 'confirm-email', 'en')).toEqual(['locale-es-shell-ts', 'locale-es-contact-ts']);
  expect(catalogChunkGroups('en', 'confirm-email', 'en')).toEqual([]);
});

it('a form’s catalog is its own, and a shell page has none besides the shell’s', () => {
  for (const name of FORM_NAMES) expect(screenCatalog(name)).toBe(name);
  expect(catalogChunkGroups('es', 'accessibility', 'en')).toEqual(['locale-es-shell-ts']);
});
