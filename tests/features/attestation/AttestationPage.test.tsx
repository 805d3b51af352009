// The four attestation screens used as a person uses them: the full app on a real store, msw for the API, axe, keyboard only.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SOURCE_LANGUAGE } from '../../../src/domain/language';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import { WINDOW_CLOSE_GRACE_MS } from '../../../src/features/attestation/attestationSaga';
import { mockEndpoint, MOCK_PATHS, receivedSubmissions } from '../../../mocks/handlers';
import { scenarios } from '../../../mocks/scenarios';
import { server } from '../../../support/mswServer';
import { answerGate } from '../../../support/answerGate';
import { SAMPLE_ATTESTATION_RECORD } from '../../../support/sampleRecords';
import { fakeTimeoutAndDate, freezeDate } from '../../../support/fakeTimers';
import { endingWith, expectNoAxeViolations, openFormPage, savedRecords, sentValues, tabTo, type OpenFormPageOptions } from '../../../support/formPage';
import { addTranslations, switchLanguage } from '../../../support/testLanguage';

const PLAN = DEMO_PORTAL_CONFIG.planName;

const SCREENS = [
  {
    route: '/childhood',
    title: 'Childhood Lead Poison Prevention Program Provider Training',
    sentence: `I attest to reviewing the training modules on the Childhood Lead Poison Prevention Program Provider Training sponsored by ${PLAN}. Please sign by completing the boxes below`,
  },
  {
    route: '/oralhealth',
    title: 'Oral Health & Topical Fluoride Application Training',
    sentence: `I attest to reviewing the training modules on the Oral Health & Topical Fluoride Application Training sponsored by ${PLAN}. Please sign by completing the boxes below`,
  },
  {
    route: '/deiprovidertraining',
    title: 'DEI Provider Training Program',
    sentence: `I attest to my organization completing the DEI Provider Training Program sponsored by ${PLAN}. Please sign by completing the boxes below`,
  },
  {
    route: '/attestation',
    title: 'Medi-Cal for Kids & Teens Provider Training',
    sentence: `I attest to reviewing the training modules on the Medi-Cal for Kids & Teens Provider Training sponsored by ${PLAN}. Please sign by completing the boxes below`,
  },
] as const;

const CHILDHOOD_TITLE = SCREENS[0].title;
const THANKS = (title: string) => `Thanks for reviewing the training modules on the ${title} sponsored by ${PLAN}`;
const SAVED_TOAST = 'Attestation Form has been successfully saved';
const MISSING_INFORMATION_TEXT = 'You have entered invalid or incomplete information. Please correct any errors and try again.';
const APOLOGY = 'Sorry, we are unable to process your request at the moment. Please try again later.';
const CONFIRM_TEXT = 'NPI you entered is not valid, do you still want to submit?';
const TAB_KEPT_OPEN = 'Your attestation is saved. This tab can be closed now.';
const SIGN_ANOTHER = 'Sign another attestation';

/**
 * The Spanish of the texts the language tests read, over the catalogs' own (support/testLanguage.ts): a screen that did
 * not translate them would show its English.
 */
const SPANISH: Readonly<Record<string, string>> = {
  'Childhood Lead Poison Prevention Program Provider Training':
    'Capacitación para proveedores del Programa de Prevención del Envenenamiento Infantil por Plomo',
  'I attest to reviewing the training modules on the {title} sponsored by {planName}. Please sign by completing the boxes below':
    'Declaro que revisé los módulos de {title}, patrocinada por {planName}. Firme llenando las casillas de abajo',
  'Thanks for reviewing the training modules on the {title} sponsored by {planName}':
    'Gracias por revisar los módulos de {title}, patrocinada por {planName}',
  Attestation: 'Declaración',
  'First Name': 'Nombre',
  'Last Name': 'Apellido',
  'Individual NPI': 'NPI individual',
  'N/A': 'No aplica',
  Title: 'Cargo',
  Organization: 'Organización',
  DONE: 'LISTO',
  '{label} is required.': 'Se requiere {label}.',
  'The minimum length for Individual NPI should be {n} characters.': 'El NPI individual debe tener al menos {n} caracteres.',
  'Missing Information': 'Falta información',
  [MISSING_INFORMATION_TEXT]: 'Hay información no válida o incompleta. Corrija los errores e intente de nuevo.',
};

/** A plan that offers English and Spanish: the banner has its language link. */
const BILINGUAL = { app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] } } };
const languageLink = (name: 'Español' | 'English') => within(screen.getByRole('banner')).getByRole('button', { name });
const summaryEntries = (summary: HTMLElement) => within(summary).getAllByRole('link').map((link) => link.textContent);
const SPANISH_TITLE = 'Capacitación para proveedores del Programa de Prevención del Envenenamiento Infantil por Plomo';

interface Person {
  firstName: string;
  lastName: string;
  npi: string;
  title: string;
  organization: string;
}

const ADA: Person = { firstName: 'Ada', lastName: 'Lovelace', npi: '1234567893', title: 'Physician', organization: 'Harbor Clinic' };

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First Name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last Name' }),
  npi: () => screen.getByRole('textbox', { name: 'Individual NPI' }),
  notApplicable: () => screen.getByRole('checkbox', { name: 'N/A' }),
  title: () => screen.getByRole('textbox', { name: 'Title' }),
  organization: () => screen.getByRole('textbox', { name: 'Organization' }),
};

// While busy antd puts its spinner, named "loading", in front of the label.
const doneButton = () => screen.getByRole('button', { name: /^(loading )?DONE$/ });
// The toast lists are hidden while empty (shell.css, not loaded under jest): wait for them as a browser would need to.
const messageToasts = () => screen.findByRole('list', { name: 'Messages' });

const openScreen = (route: string = '/childhood', options: OpenFormPageOptions = {}) => openFormPage(route, options);

async function fillIn(user: UserEvent, person: Partial<Person> = ADA) {
  if (person.firstName) await user.type(field.firstName(), person.firstName);
  if (person.lastName) await user.type(field.lastName(), person.lastName);
  if (person.npi) await user.type(field.npi(), person.npi);
  if (person.title) await user.type(field.title(), person.title);
  if (person.organization) await user.type(field.organization(), person.organization);
}

function expectValues(person: Person) {
  expect(field.firstName()).toHaveValue(person.firstName);
  expect(field.lastName()).toHaveValue(person.lastName);
  expect(field.npi()).toHaveValue(person.npi);
  expect(field.title()).toHaveValue(person.title);
  expect(field.organization()).toHaveValue(person.organization);
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe.each(SCREENS)('$route', ({ route, title, sentence }) => {
  it('shows its title heading, its attestation sentence and an empty form', async () => {
    await openScreen(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Attestation' })).toBeInTheDocument();
    expectValues({ firstName: '', lastName: '', npi: '', title: '', organization: '' });
    expect(field.notApplicable()).not.toBeChecked();
    expect(doneButton()).toBeEnabled();
  });

  it('saves with its title as attestationFormName and thanks for that training', async () => {
    const { user } = await openScreen(route);
    await fillIn(user);
    await user.click(doneButton());
    expect(await screen.findByRole('heading', { name: THANKS(title) })).toBeInTheDocument();
    expect(savedRecords()).toEqual([expect.objectContaining({ attestationFormName: title })]);
  });
});

it('says "sponsored by" the configured plan name', async () => {
  await openScreen('/oralhealth', { preloadedState: { app: { config: { ...DEMO_PORTAL_CONFIG, planName: 'Harbor Health' } } } });
  expect(
    screen.getByText(
      'I attest to reviewing the training modules on the Oral Health & Topical Fluoride Application Training sponsored by Harbor Health. Please sign by completing the boxes below',
    ),
  ).toBeInTheDocument();
});

describe('an empty submit', () => {
  it('shows the focused Missing Information summary above the sentence, whose links focus the fields; no toast repeats it', async () => {
    const { user } = await openScreen();
    await user.click(doneButton());

    const summary = await screen.findByRole('region', { name: 'Missing Information' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByText(MISSING_INFORMATION_TEXT)).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Individual NPI is required.',
      'Title is required.',
      'Organization is required.',
    ]);

    // GOV.UK's pattern: the summary comes first in the step, before its sentence, and the title says Error.
    const sentence = screen.getByText(SCREENS[0].sentence);
    expect(summary.compareDocumentPosition(sentence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.title).toBe(`Error: ${CHILDHOOD_TITLE} | ${PLAN}`);
    // Announced once: the focused summary is read, no error toast says it again.
    expect(screen.getByRole('list', { name: 'Error messages' })).toBeEmptyDOMElement();

    await user.click(within(summary).getByRole('link', { name: 'Individual NPI is required.' }));
    expect(field.npi()).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Organization is required.' }));
    expect(field.organization()).toHaveFocus();
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('marks each field invalid with its message announced with it', async () => {
    const { user } = await openScreen();
    await user.click(doneButton());
    await screen.findByRole('region', { name: 'Missing Information' });
    expect(field.firstName()).toBeInvalid();
    expect(field.firstName()).toHaveAccessibleDescription('First Name is required.');
    expect(field.npi()).toHaveAccessibleDescription(endingWith('Individual NPI is required.'));
    expect(field.organization()).toHaveAccessibleDescription('Organization is required.');
  });

  it('lists only what is still wrong, and moves focus to the summary again on the next refusal', async () => {
    const { user } = await openScreen();
    await user.click(doneButton());
    const summary = await screen.findByRole('region', { name: 'Missing Information' });
    await fillIn(user, { firstName: 'Ada', lastName: 'Lovelace', title: 'Physician', organization: 'Harbor Clinic' });
    expect(field.organization()).toHaveFocus();
    await user.click(doneButton());
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Individual NPI is required.']);
  });
});

describe('NPI messages', () => {
  it('says the minimum length, then "numeric" only once the length passes', async () => {
    const { user } = await openScreen();
    await user.type(field.npi(), '12ab');
    await user.tab();
    expect(field.npi()).toHaveAccessibleDescription(endingWith('The minimum length for Individual NPI should be 10 characters.'));
    expect(screen.queryByText('Individual NPI should be numeric')).not.toBeInTheDocument();

    await user.type(field.npi(), '345678');
    expect(field.npi()).toHaveAccessibleDescription(endingWith('Individual NPI should be numeric'));
    expect(screen.queryByText('The minimum length for Individual NPI should be 10 characters.')).not.toBeInTheDocument();

    await user.clear(field.npi());
    await user.type(field.npi(), '1234567893');
    expect(field.npi()).not.toHaveAccessibleDescription(/should be/);
    expect(field.npi()).toBeValid();
  });

  it('keeps what is typed past ten characters and names the limit', async () => {
    const { user } = await openScreen();
    await user.type(field.npi(), '123456789012');
    expect(field.npi()).toHaveValue('123456789012');
    expect(field.npi()).toHaveAccessibleDescription(endingWith('The maximum length for Individual NPI should be 10 characters.'));
  });

  it('forgives the spaces and dashes of a pasted NPI', async () => {
    const { user } = await openScreen();
    await user.click(field.npi());
    await user.paste(' 123 456-7893 ');
    expect(field.npi()).toHaveValue('1234567893');
    expect(field.npi()).toBeValid();
  });

  it('names the limit of a long organization instead of cutting it', async () => {
    const { user } = await openScreen();
    await user.click(field.organization());
    await user.paste('O'.repeat(101));
    expect(field.organization()).toHaveValue('O'.repeat(101));
    expect(field.organization()).toHaveAccessibleDescription('Organization must be at most 100 characters.');
  });
});

it('keeps DONE focused, busy and refusing a second press, while the NPI is being checked', async () => {
  const gate = answerGate();
  server.use(
    mockEndpoint('npiValidity', async () => {
      await gate.opened;
      return HttpResponse.json(true);
    }),
  );
  const { user } = await openScreen();
  await fillIn(user);
  await user.click(doneButton());
  // Busy, and unavailable, but it keeps the focus the press gave it (issue 18): a second press starts nothing.
  await waitFor(() => expect(doneButton()).toHaveAttribute('aria-disabled', 'true'));
  expect(doneButton()).toHaveAttribute('aria-busy', 'true');
  expect(doneButton()).toHaveFocus();
  await user.click(doneButton());
  expect(receivedSubmissions).toHaveLength(0);
  gate.open();
  expect(await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) })).toBeInTheDocument();
});

describe('NPI found', () => {
  it('saves, thanks the person with the success toast, and offers Close Window', async () => {
    const { user } = await openScreen();
    await fillIn(user);
    await user.click(doneButton());

    const thanks = await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(within(await messageToasts()).getByRole('listitem')).toHaveTextContent(SAVED_TOAST);
    expect(screen.getByText('ATT-000001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Window' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Attestation' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: CHILDHOOD_TITLE })).toBeInTheDocument();
    expect(savedRecords()).toEqual([
      {
        ...SAMPLE_ATTESTATION_RECORD,
        submittedDatetime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        attestationFormName: CHILDHOOD_TITLE,
      },
    ]);
  });

  it('the thanks gives the reference, the time received and what was sent, and Print or save a copy prints', async () => {
    // 22:05 UTC is 2:05 PM in Los Angeles, where jest runs (tests/setup/environment.ts).
    freezeDate('2026-11-24T22:05:00.000Z');
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openScreen();
    await fillIn(user);
    await user.click(doneButton());
    await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) });

    expect(screen.getByText('Your reference:', { exact: false })).toHaveTextContent('Your reference: ATT-000001');
    expect(screen.getByText('Today at 2:05 PM').closest('p')).toHaveTextContent(/^Received: Today at 2:05 PM/);
    // The full date is for the printed copy (the print stylesheet shows it in place of "Today").
    expect(screen.getByText('Tuesday, 24th November 2026 at 2:05 PM')).toBeInTheDocument();
    expect(sentValues()).toEqual({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      'Individual NPI': '1234567893',
      Title: 'Physician',
      Organization: 'Harbor Clinic',
    });
    await user.click(screen.getByRole('button', { name: 'Print or save a copy' }));
    expect(print).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('Close Window asks the browser to close; when the tab stays open the thanks stays, says it can be closed and offers another', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user } = await openScreen();
    await fillIn(user);
    await user.click(doneButton());
    const thanks = await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) });

    fakeTimeoutAndDate();
    await user.click(screen.getByRole('button', { name: 'Close Window' }));
    expect(close).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(WINDOW_CLOSE_GRACE_MS - 1));
    expect(screen.queryByText(TAB_KEPT_OPEN)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SIGN_ANOTHER })).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    jest.useRealTimers();
    // Not a blank form, which would look like a lost submission (docs/readings.md): the thanks and its receipt stay.
    // In the panel's status region, so it is announced; focus stays on Close Window.
    expect(screen.getByText(TAB_KEPT_OPEN).closest('[role="status"]')).toHaveClass('thanks-panel__status');
    expect(screen.getByRole('button', { name: 'Close Window' })).toHaveFocus();
    expect(thanks).toBeInTheDocument();
    expect(screen.getByText('ATT-000001')).toBeInTheDocument();
    expect(sentValues()).toMatchObject({ 'First Name': 'Ada', 'Last Name': 'Lovelace' });
    expect(screen.getByRole('button', { name: 'Close Window' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Attestation' })).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: SIGN_ANOTHER }));
    expect(await screen.findByRole('button', { name: 'DONE' })).toBeEnabled();
    await waitFor(() => expect(field.firstName()).toHaveFocus());
    expect(screen.queryByRole('heading', { name: THANKS(CHILDHOOD_TITLE) })).not.toBeInTheDocument();
    expectValues({ firstName: '', lastName: '', npi: '', title: '', organization: '' });
    expect(screen.queryByRole('region', { name: 'Missing Information' })).not.toBeInTheDocument();
  });
});

it("leaving after a save and coming back shows a blank form, never the last person's thanks", async () => {
  const { user } = await openScreen();
  await fillIn(user);
  await user.click(doneButton());
  await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) });
  await user.click(screen.getByRole('link', { name: `${PLAN} forms home` }));
  await user.click(await screen.findByRole('link', { name: CHILDHOOD_TITLE }));
  expect(await screen.findByRole('form', { name: 'Attestation' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: THANKS(CHILDHOOD_TITLE) })).not.toBeInTheDocument();
  expectValues({ firstName: '', lastName: '', npi: '', title: '', organization: '' });
});

describe('NPI not found', () => {
  beforeEach(() => server.use(...scenarios.npiNotFound));

  it('asks to confirm; Yes saves with isValidNPI No and thanks', async () => {
    const { user } = await openScreen();
    await fillIn(user, { ...ADA, npi: '1234567890' });
    await user.click(doneButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByText(CONFIRM_TEXT)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(CONFIRM_TEXT);
    expect(doneButton()).toBeDisabled();
    expect(receivedSubmissions).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) })).toBeInTheDocument();
    expect(savedRecords()).toEqual([expect.objectContaining({ individualNPI: '1234567890', isValidNPI: 'No' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('No saves nothing, re-enables DONE and keeps every value', async () => {
    const { user } = await openScreen();
    await fillIn(user, { ...ADA, npi: '1234567890' });
    await user.click(doneButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(doneButton()).toBeEnabled();
    // The cursor goes back to what the person may want to correct.
    expect(field.npi()).toHaveFocus();
    expectValues({ ...ADA, npi: '1234567890' });
    expect(receivedSubmissions).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: THANKS(CHILDHOOD_TITLE) })).not.toBeInTheDocument();
  });

  it('Escape means No', async () => {
    const { user } = await openScreen();
    await fillIn(user, { ...ADA, npi: '1234567890' });
    await user.click(doneButton());
    await screen.findByRole('dialog', { name: 'Confirm' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(doneButton()).toBeEnabled();
    expect(field.npi()).toHaveFocus();
    expect(receivedSubmissions).toHaveLength(0);
  });
});

describe('N/A', () => {
  it('ticking it empties and disables the NPI field and saves NA with isValidNPI No', async () => {
    const { user } = await openScreen();
    await fillIn(user, { ...ADA, npi: '12345' });
    await user.click(field.notApplicable());

    expect(field.notApplicable()).toBeChecked();
    expect(field.npi()).toBeDisabled();
    expect(field.npi()).toHaveValue('');
    expect(field.npi()).not.toBeRequired();

    await user.click(doneButton());
    expect(await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) })).toBeInTheDocument();
    expect(savedRecords()).toEqual([expect.objectContaining({ individualNPI: 'NA', isValidNPI: 'No', firstName: 'Ada' })]);
  });

  it('hides a stale NPI message while ticked', async () => {
    const { user } = await openScreen();
    await user.type(field.npi(), '12');
    await user.tab();
    expect(screen.getByText('The minimum length for Individual NPI should be 10 characters.')).toBeInTheDocument();
    await user.click(field.notApplicable());
    expect(screen.queryByText('The minimum length for Individual NPI should be 10 characters.')).not.toBeInTheDocument();
  });

  it('unticking it makes the NPI required again', async () => {
    const { user } = await openScreen();
    await fillIn(user, { ...ADA, npi: '' });
    await user.click(field.notApplicable());
    await user.click(field.notApplicable());

    expect(field.npi()).toBeEnabled();
    expect(field.npi()).toBeRequired();
    await user.click(doneButton());
    const summary = await screen.findByRole('region', { name: 'Missing Information' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Individual NPI is required.']);
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('the thanks shows the NPI as N/A, and the blank form of Sign another has N/A cleared and the NPI enabled again', async () => {
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user } = await openScreen('/deiprovidertraining');
    await fillIn(user, { ...ADA, npi: '' });
    await user.click(field.notApplicable());
    await user.click(doneButton());
    await user.click(await screen.findByRole('button', { name: 'Close Window' }));
    expect(sentValues()['Individual NPI']).toBe('N/A');
    await user.click(await screen.findByRole('button', { name: SIGN_ANOTHER }));
    await screen.findByRole('button', { name: 'DONE' });
    expect(field.notApplicable()).not.toBeChecked();
    expect(field.npi()).toBeEnabled();
    expect(field.npi()).toBeRequired();
  });
});

describe('failures keep what was typed', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('a failed save shows System Error! with the apology, every value still there and DONE enabled', async () => {
    server.use(...scenarios.attestationSaveFails500);
    const { user } = await openScreen();
    await fillIn(user);
    await user.click(doneButton());

    // A lasting message on the page, with the plan's support phone, that takes focus (docs/readings.md).
    const notice = await screen.findByRole('region', { name: 'System Error!' });
    expect(notice).toHaveTextContent(APOLOGY);
    expect(within(notice).getByRole('link', { name: '(800) 555-0122' })).toHaveAttribute('href', 'tel:+18005550122');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(document.title).toBe(`Error: ${CHILDHOOD_TITLE} | ${PLAN}`);
    await waitFor(() => expect(doneButton()).toBeEnabled());
    expectValues(ADA);
    expect(screen.queryByRole('heading', { name: THANKS(CHILDHOOD_TITLE) })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Error messages' })).toBeEmptyDOMElement();
  });

  it('a failed save with N/A ticked keeps N/A ticked', async () => {
    server.use(...scenarios.attestationSaveFails500);
    const { user } = await openScreen();
    await fillIn(user, { ...ADA, npi: '' });
    await user.click(field.notApplicable());
    await user.click(doneButton());
    await screen.findByRole('region', { name: 'System Error!' });
    expect(field.notApplicable()).toBeChecked();
    expect(field.npi()).toBeDisabled();
  });

  it('a failed NPI check shows the mapped HTTP error, keeps the values and re-enables DONE', async () => {
    server.use(...scenarios.npiCheckFails500);
    const { user } = await openScreen();
    await fillIn(user);
    await user.click(doneButton());

    const notice = await screen.findByRole('region', { name: 'System Error!' });
    expect(notice).toHaveTextContent('Internal Server Error');
    await waitFor(() => expect(notice).toHaveFocus());
    await waitFor(() => expect(doneButton()).toBeEnabled());
    expectValues(ADA);
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('a server refusal of one field shows its message beside that field', async () => {
    server.use(
      http.post(MOCK_PATHS.attestation, () =>
        HttpResponse.json({ errors: { organizationName: 'Organization must be at most 100 characters.' } }, { status: 400 }),
      ),
    );
    const { user } = await openScreen();
    await fillIn(user);
    await user.click(doneButton());
    await waitFor(() => expect(field.organization()).toHaveAccessibleDescription('Organization must be at most 100 characters.'));
    expect(field.organization()).toBeInvalid();
    expectValues(ADA);
  });
});

describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  it('the empty form', async () => {
    await openScreen();
    await expectNoAxeViolations();
  });

  it('the form with its errors', async () => {
    const { user } = await openScreen();
    await user.type(field.npi(), 'ab');
    await user.click(doneButton());
    await screen.findByRole('region', { name: 'Missing Information' });
    await expectNoAxeViolations();
  });

  it('the confirm dialog open', async () => {
    server.use(...scenarios.npiNotFound);
    const { user } = await openScreen();
    await fillIn(user, { ...ADA, npi: '1234567890' });
    await user.click(doneButton());
    await screen.findByRole('dialog', { name: 'Confirm' });
    await expectNoAxeViolations();
  });

  it('the thanks view', async () => {
    const { user } = await openScreen('/attestation');
    await fillIn(user);
    await user.click(doneButton());
    await screen.findByRole('heading', { name: THANKS('Medi-Cal for Kids & Teens Provider Training') });
    await expectNoAxeViolations();
  });
});

describe('keyboard only', () => {
  it('completes the form with Tab, typing and Enter, then closes, and signs another, with the keyboard', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user } = await openScreen();
    await tabTo(user, field.firstName());
    await user.keyboard('Ada');
    await user.tab();
    expect(field.lastName()).toHaveFocus();
    await user.keyboard('Lovelace');
    await user.tab();
    expect(field.npi()).toHaveFocus();
    await user.keyboard('1234567893');
    await user.tab();
    expect(field.notApplicable()).toHaveFocus();
    await user.tab();
    expect(field.title()).toHaveFocus();
    await user.keyboard('Physician');
    await user.tab();
    expect(field.organization()).toHaveFocus();
    await user.keyboard('Harbor Clinic');
    await user.keyboard('{Enter}');

    const thanks = await screen.findByRole('heading', { name: THANKS(CHILDHOOD_TITLE) });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(savedRecords()).toEqual([expect.objectContaining({ firstName: 'Ada', individualNPI: '1234567893', organizationName: 'Harbor Clinic' })]);

    await tabTo(user, screen.getByRole('button', { name: 'Close Window' }));
    await user.keyboard('{Enter}');
    expect(close).toHaveBeenCalledTimes(1);

    // The tab stayed open: Sign another attestation is the next stop, and puts the cursor in First Name.
    await screen.findByRole('button', { name: SIGN_ANOTHER });
    await user.tab();
    expect(screen.getByRole('button', { name: SIGN_ANOTHER })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field.firstName()).toHaveFocus());
    expectValues({ firstName: '', lastName: '', npi: '', title: '', organization: '' });
  });

  it('ticks N/A with Space and answers the dialog with the keyboard', async () => {
    server.use(...scenarios.npiNotFound);
    const { user } = await openScreen('/oralhealth');

    // First with N/A ticked by Space and submitted by Space on DONE...
    await tabTo(user, field.firstName());
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard('Lovelace');
    await user.tab();
    await user.tab();
    expect(field.notApplicable()).toHaveFocus();
    await user.keyboard(' ');
    expect(field.notApplicable()).toBeChecked();
    expect(field.npi()).toBeDisabled();
    // ...then changed back: untick, type the NPI, and answer "Yes" to the not-found dialog.
    await user.keyboard(' ');
    expect(field.notApplicable()).not.toBeChecked();
    await user.tab({ shift: true });
    expect(field.npi()).toHaveFocus();
    await user.keyboard('1234567890');
    await user.tab();
    await user.tab();
    await user.keyboard('Physician');
    await user.tab();
    await user.keyboard('Harbor Clinic');
    // Issue 36: the receipt box, passed over unticked.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Email me a confirmation' })).toHaveFocus();
    await user.tab();
    expect(doneButton()).toHaveFocus();
    await user.keyboard(' ');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    const no = within(dialog).getByRole('button', { name: 'No' });
    // The safe answer has focus first, so a stray Enter cannot submit an unconfirmed NPI.
    await waitFor(() => expect(no).toHaveFocus());
    await tabTo(user, within(dialog).getByRole('button', { name: 'Yes' }), 5);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: THANKS('Oral Health & Topical Fluoride Application Training') })).toBeInTheDocument();
    expect(savedRecords()).toEqual([expect.objectContaining({ individualNPI: '1234567890', isValidNPI: 'No', title: 'Physician' })]);
  });
});

describe('in another language (docs/languages.md)', () => {
  afterEach(async () => {
    await switchLanguage(SOURCE_LANGUAGE);
    document.documentElement.lang = SOURCE_LANGUAGE;
  });

  /** The page, then the Spanish: drawn, the page's form catalog is in use, so it is loaded before these and not over them. */
  async function openInEnglish() {
    const view = await openScreen('/childhood', { preloadedState: BILINGUAL });
    await addTranslations(SPANISH);
    return view;
  }

  it('says the errors on screen again in Spanish, and keeps every value typed', async () => {
    const { user } = await openInEnglish();
    await fillIn(user, { firstName: 'Ada', npi: '12' });
    await user.click(doneButton());
    const summary = await screen.findByRole('region', { name: 'Missing Information' });
    expect(summaryEntries(summary)).toEqual([
      'Last Name is required.',
      'The minimum length for Individual NPI should be 10 characters.',
      'Title is required.',
      'Organization is required.',
    ]);

    await user.click(languageLink('Español'));

    const resumen = await screen.findByRole('region', { name: 'Falta información' });
    expect(resumen).toHaveTextContent('Hay información no válida o incompleta. Corrija los errores e intente de nuevo.');
    expect(summaryEntries(resumen)).toEqual([
      'Se requiere Apellido.',
      'El NPI individual debe tener al menos 10 caracteres.',
      'Se requiere Cargo.',
      'Se requiere Organización.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Cargo' })).toHaveAccessibleDescription('Se requiere Cargo.');
    expect(screen.getByRole('heading', { level: 1, name: SPANISH_TITLE })).toBeInTheDocument();
    expect(screen.getByText(`Declaro que revisé los módulos de ${SPANISH_TITLE}, patrocinada por ${PLAN}. Firme llenando las casillas de abajo`)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Declaración' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'NPI individual' })).toHaveValue('12');

    // Ticked in Spanish, N/A takes the NPI's rules away, and the summary says what is left in Spanish.
    await user.click(screen.getByRole('checkbox', { name: 'No aplica' }));
    expect(summaryEntries(resumen)).toEqual(['Se requiere Apellido.', 'Se requiere Cargo.', 'Se requiere Organización.']);

    await user.click(languageLink('English'));

    expect(summaryEntries(await screen.findByRole('region', { name: 'Missing Information' }))).toEqual([
      'Last Name is required.',
      'Title is required.',
      'Organization is required.',
    ]);
    expect(field.firstName()).toHaveValue('Ada');
    expect(field.notApplicable()).toBeChecked();
  });

  it('thanks in Spanish, with N/A said as its box says it, while the record keeps NA', async () => {
    const { user } = await openInEnglish();
    await fillIn(user, { ...ADA, npi: '' });
    await user.click(field.notApplicable());
    await user.click(languageLink('Español'));
    await user.click(await screen.findByRole('button', { name: 'LISTO' }));

    await screen.findByRole('heading', { name: `Gracias por revisar los módulos de ${SPANISH_TITLE}, patrocinada por ${PLAN}` });
    const sent = screen.getByRole('heading', { name: 'Lo que envió' }).nextElementSibling as HTMLElement;
    const labels = within(sent).getAllByRole('term').map((term) => term.textContent);
    const values = within(sent).getAllByRole('definition').map((definition) => definition.textContent);
    expect(Object.fromEntries(labels.map((label, index) => [label, values[index]]))).toEqual({
      Nombre: 'Ada',
      Apellido: 'Lovelace',
      'NPI individual': 'No aplica',
      Cargo: 'Physician',
      Organización: 'Harbor Clinic',
    });
    expect(savedRecords()).toEqual([expect.objectContaining({ individualNPI: 'NA', isValidNPI: 'No', attestationFormName: CHILDHOOD_TITLE })]);
  });
});
