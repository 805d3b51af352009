// The site screen (issue 38, managers and admins), by keyboard alone on a real store with its sagas and the mock staff
// API: maintenance switched on and off through confirmations that say what visitors will see, the notices in every
// language, one posted in English and Spanish with the strip previewed in each, one removed; what a viewer sees; axe.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SAMPLE_NOTICES, staffNoticeFails500, staffNoticeRefused400, staffSiteInMaintenance } from '../../mocks/staffSiteHandlers';
import { clearReceivedStaffRequests, receivedStaffRequests, staffHandlers } from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);

/** Tab until `target` has focus, as a person would; fails if it is not reached within `presses`. */
async function tabTo(user: UserEvent, target: HTMLElement, { shift = false, presses = 80 } = {}) {
  for (let pressed = 0; pressed < presses && document.activeElement !== target; pressed += 1) await user.tab({ shift });
  expect(target).toHaveFocus();
}

async function press(user: UserEvent, target: HTMLElement, key = '{Enter}') {
  await tabTo(user, target);
  await user.keyboard(key);
}

/** The value beside a label of a fact list (`<dt>` and `<dd>`), within `container`. */
function fact(label: string, container: HTMLElement): HTMLElement {
  const term = within(container)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No fact labelled "${label}"`);
  return value;
}

/** The strip previewed on a page in `language`: its lines. */
function previewLines(language: string): string[] {
  return within(screen.getByRole('region', { name: `Preview: ${language}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const maintenanceSection = () => screen.getByRole('region', { name: 'Maintenance' });
const noticesSection = () => screen.getByRole('region', { name: 'Notices' });
const noticeItems = () => within(noticesSection()).getAllByRole('listitem').filter((item) => item.classList.contains('staff-notices__item'));
const posts = (path: string) => receivedStaffRequests.filter((request) => request.method === 'POST' && request.path === path);

const [SCHEDULED, NPI_NOTICE] = SAMPLE_NOTICES as [(typeof SAMPLE_NOTICES)[number], (typeof SAMPLE_NOTICES)[number]];

async function openSite(handlers = staffHandlers({ role: 'manager' })) {
  const view = renderStaffConsole({ route: '/staff/site', handlers });
  await screen.findByRole('heading', { level: 1, name: 'Site' });
  await screen.findByRole('region', { name: 'Notices' });
  return view;
}

describe('the site', () => {
  it('says whether the portal is open, and shows each notice in every language with the strip as each page draws it', async () => {
    await openSite();
    expect(document.title).toBe('Site – Staff console');
    expect(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Site' })).toHaveAttribute('aria-current', 'page');
    expect(maintenanceSection()).toHaveTextContent('The portal is open.');
    expect(within(maintenanceSection()).getByRole('button', { name: 'Turn maintenance on' })).toBeInTheDocument();

    const [scheduled, npi] = noticeItems() as [HTMLElement, HTMLElement];
    expect(fact('English', scheduled)).toHaveTextContent(SCHEDULED.texts.en ?? '');
    expect(within(fact('Spanish', scheduled)).getByText(SCHEDULED.texts.es ?? '')).toHaveAttribute('lang', 'es');
    expect(fact('Spanish', npi)).toHaveTextContent('Not translated: Spanish pages show the English text.');
    expect(within(npi).getByRole('button', { name: 'Remove the notice posted Nov 25, 2026, 10:30 AM' })).toBeInTheDocument();

    // Each page's strip, falling back to English where a notice has no translation, as the portal does.
    expect(previewLines('English')).toEqual([SCHEDULED.texts.en, NPI_NOTICE.texts.en]);
    expect(previewLines('Spanish')).toEqual([SCHEDULED.texts.es, NPI_NOTICE.texts.en]);
    expect(screen.getByRole('region', { name: 'Preview: Spanish' })).toHaveAttribute('lang', 'es');
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('turns maintenance on and off, each through a confirmation that says what visitors will see', async () => {
    const { user } = await openSite();
    const turnOn = within(maintenanceSection()).getByRole('button', { name: 'Turn maintenance on' });
    await press(user, turnOn);
    let dialog = await screen.findByRole('dialog', { name: 'Turn maintenance on?' });
    expect(dialog).toHaveAccessibleDescription(
      'Visitors will see the maintenance page instead of every form, in English and Spanish, until you turn it off. Forms already open in a browser are sent to it at their next check.',
    );
    expect(within(dialog).getByRole('button', { name: 'Turn on maintenance' })).toHaveClass('ant-btn-dangerous');
    expect(await axeInAct()).toHaveNoViolations();
    // Cancelled: nothing sent, focus back on the button.
    await press(user, within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(turnOn).toHaveFocus());
    expect(posts('/staff/api/site/maintenance')).toHaveLength(0);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Turn maintenance on?' });
    await press(user, within(dialog).getByRole('button', { name: 'Turn on maintenance' }));
    const on = await screen.findByText('Maintenance is on.');
    await waitFor(() => expect(on.closest('[tabindex="-1"]')).toHaveFocus());
    expect(on.closest('[role="status"]')).not.toBeNull();
    expect(maintenanceSection()).toHaveTextContent('The portal is in maintenance: visitors see the maintenance page instead of the forms.');

    await press(user, within(maintenanceSection()).getByRole('button', { name: 'Turn maintenance off' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn maintenance off?' });
    expect(dialog).toHaveAccessibleDescription('Visitors will see the forms again.');
    await press(user, within(dialog).getByRole('button', { name: 'Turn off maintenance' }));
    expect(await screen.findByText('Maintenance is off.')).toBeInTheDocument();
    expect(maintenanceSection()).toHaveTextContent('The portal is open.');
    expect(posts('/staff/api/site/maintenance').map(({ body }) => body)).toEqual([{ on: true }, { on: false }]);
  });

  it('opens on a portal in maintenance', async () => {
    await openSite([...staffSiteInMaintenance, ...staffHandlers({ role: 'admin' })]);
    expect(maintenanceSection()).toHaveTextContent('The portal is in maintenance');
    expect(within(maintenanceSection()).getByRole('button', { name: 'Turn maintenance off' })).toBeInTheDocument();
  });
});

describe('posting a notice', () => {
  it('asks for the English text, previews the strip in each language as it is typed, then posts both', async () => {
    const { user } = await openSite();
    const form = within(noticesSection());
    const english = form.getByRole('textbox', { name: 'Notice in English' });
    const spanish = form.getByRole('textbox', { name: 'Notice in Spanish' });
    expect(spanish).toHaveAccessibleDescription('Leave empty to show the English text on Spanish pages.');
    expect(spanish).toHaveAttribute('lang', 'es');

    await press(user, form.getByRole('button', { name: 'Post notice' }));
    expect(await form.findByText('Enter the notice in English.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(english).toHaveFocus());
    expect(posts('/staff/api/site/notices')).toHaveLength(0);

    await user.keyboard('Member Services closes at 3 p.m. on December 24.');
    expect(noticesSection()).toHaveTextContent('48 / 500');
    // Untranslated yet: the Spanish page shows the English text.
    expect(previewLines('English').at(-1)).toBe('Member Services closes at 3 p.m. on December 24.');
    expect(previewLines('Spanish').at(-1)).toBe('Member Services closes at 3 p.m. on December 24.');
    await press(user, spanish, 'Servicios para Miembros cierra a las 3 p. m. el 24 de diciembre.');
    expect(previewLines('Spanish')).toEqual([SCHEDULED.texts.es, NPI_NOTICE.texts.en, 'Servicios para Miembros cierra a las 3 p. m. el 24 de diciembre.']);
    expect(await axeInAct()).toHaveNoViolations();

    await press(user, form.getByRole('button', { name: 'Post notice' }));
    const posted = await screen.findByText('The notice is on every page now.');
    await waitFor(() => expect(posted.closest('[tabindex="-1"]')).toHaveFocus());
    expect(posts('/staff/api/site/notices').at(-1)?.body).toEqual({
      texts: { en: 'Member Services closes at 3 p.m. on December 24.', es: 'Servicios para Miembros cierra a las 3 p. m. el 24 de diciembre.' },
    });
    expect(noticeItems()).toHaveLength(3);
    expect(fact('Spanish', noticeItems()[2] as HTMLElement)).toHaveTextContent('Servicios para Miembros cierra a las 3 p. m. el 24 de diciembre.');
    // A blank form for the next one; the previews show the strip as it now is.
    expect(within(noticesSection()).getByRole('textbox', { name: 'Notice in English' })).toHaveValue('');
    expect(previewLines('Spanish')).toHaveLength(3);
  });

  it('refuses a text of several lines before asking the server', async () => {
    const { user } = await openSite();
    const english = within(noticesSection()).getByRole('textbox', { name: 'Notice in English' });
    await press(user, english, 'Closed on Friday.{Enter}Open on Monday.');
    await press(user, within(noticesSection()).getByRole('button', { name: 'Post notice' }));
    await waitFor(() => expect(english).toHaveAccessibleDescription(expect.stringContaining('The notice in English must be one line.')));
    expect(english).toHaveFocus();
    expect(posts('/staff/api/site/notices')).toHaveLength(0);
  });

  it("puts the server's refusal of the Spanish text under it", async () => {
    const { user } = await openSite([...staffNoticeRefused400, ...staffHandlers({ role: 'manager' })]);
    const spanish = within(noticesSection()).getByRole('textbox', { name: 'Notice in Spanish' });
    await press(user, within(noticesSection()).getByRole('textbox', { name: 'Notice in English' }), 'Closed on Friday.');
    await press(user, spanish, 'Cerrado el viernes.');
    await press(user, within(noticesSection()).getByRole('button', { name: 'Post notice' }));
    await waitFor(() => expect(spanish).toHaveAccessibleDescription(expect.stringContaining('The notice in Spanish has a character the pages cannot show.')));
    expect(spanish).toHaveFocus();
  });

  it('keeps both texts when posting fails on the server', async () => {
    const { user } = await openSite([...staffNoticeFails500, ...staffHandlers({ role: 'admin' })]);
    const english = within(noticesSection()).getByRole('textbox', { name: 'Notice in English' });
    const spanish = within(noticesSection()).getByRole('textbox', { name: 'Notice in Spanish' });
    await press(user, english, 'Closed on Friday.');
    await press(user, spanish, 'Cerrado el viernes.');
    await press(user, within(noticesSection()).getByRole('button', { name: 'Post notice' }));
    const failed = await within(noticesSection()).findByText('Posting the notice failed. Nothing you typed is lost.');
    expect(failed.closest('[role="alert"]')).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    expect(english).toHaveValue('Closed on Friday.');
    expect(spanish).toHaveValue('Cerrado el viernes.');
    expect(await axeInAct()).toHaveNoViolations();
  });
});

describe('removing a notice', () => {
  it('asks first, then takes it off every page', async () => {
    const { user } = await openSite();
    await press(user, screen.getByRole('button', { name: 'Remove the notice posted Nov 20, 2026, 9:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the notice?' });
    expect(dialog).toHaveAccessibleDescription(`Remove this notice from the strip on every page? ${SCHEDULED.texts.en ?? ''}`);
    await press(user, within(dialog).getByRole('button', { name: 'Remove notice' }));
    const removed = await screen.findByText('The notice was removed from every page.');
    await waitFor(() => expect(removed.closest('[tabindex="-1"]')).toHaveFocus());
    expect(noticeItems()).toHaveLength(1);
    expect(previewLines('Spanish')).toEqual([NPI_NOTICE.texts.en]);
    expect(posts('/staff/api/site/notices/3/remove')).toHaveLength(1);
    expect(await axeInAct()).toHaveNoViolations();
  });
});

describe('a viewer', () => {
  it('has no link to the site, and the page says the role does not allow it', async () => {
    renderStaffConsole({ route: '/staff/site', handlers: staffHandlers({ role: 'viewer' }) });
    await screen.findByRole('heading', { level: 1, name: 'Site' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Site' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
    expect(receivedStaffRequests.filter(({ path }) => path.startsWith('/staff/api/site'))).toHaveLength(0);
    expect(await axeInAct()).toHaveNoViolations();
  });
});
