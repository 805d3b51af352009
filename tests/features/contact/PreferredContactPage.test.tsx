// The preferred contact screen used as a member uses it: the whole app on a real store, msw for the API, axe, keyboard.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SOURCE_LANGUAGE } from '../../../src/domain/language';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import { receivedSubmissions } from '../../../mocks/handlers';
import { scenarios } from '../../../mocks/scenarios';
import { server } from '../../../support/mswServer';
import { freezeDate } from '../../../support/fakeTimers';
import { endingWith, expectNoAxeViolations, openFormPage, savedRecords, sentValues, tabTo, type OpenFormPageOptions } from '../../../support/formPage';
import { addTranslations, switchLanguage } from '../../../support/testLanguage';
import { SAMPLE_CONTACT_RECORD } from '../../../support/sampleRecords';

const PLAN = DEMO_PORTAL_CONFIG.planName;
const TITLE = 'Member Preferred Method of Contact Consent Form';
const THANKS = 'Thanks for providing preferred contact method';
const APOLOGY = 'Sorry, we are unable to process your request at the moment. Please try again later.';
const MISSING_INFORMATION_TEXT = 'You have entered invalid or incomplete information. Please correct any errors and try again.';
const SELECT_ONE = 'Select atleast one contact me option';
const ENTER_MOBILE = 'Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls';
const TERMS = 'Text Messaging Terms and Conditions';

/**
 * The Spanish of the texts the language tests read, over the catalogs' own (support/testLanguage.ts): a screen that did
 * not translate them would show its English.
 */
const SPANISH: Readonly<Record<string, string>> = {
  'Member Preferred Method of Contact Consent Form': 'Formulario de consentimiento del método de contacto preferido del miembro',
  'Preferred contact': 'Contacto preferido',
  'First Name': 'Nombre',
  'Last Name': 'Apellido',
  'Member ID': 'Número de miembro',
  'Email Address': 'Correo electrónico',
  'Mobile Phone Number': 'Número de celular',
  Emails: 'Correos electrónicos',
  'Text Messages': 'Mensajes de texto',
  'Pre-recorded Calls': 'Llamadas pregrabadas',
  'Phone Calls': 'Llamadas telefónicas',
  'How would you like to receive information and notices?': '¿Cómo desea recibir información y avisos?',
  'Text Messaging Terms and Conditions': 'Términos y condiciones de los mensajes de texto',
  Submit: 'Enviar',
  '{label} is required.': 'Se requiere {label}.',
  'Invalid Email Address.': 'Correo electrónico no válido.',
  'Invalid Data!': '¡Datos no válidos!',
  'Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls':
    'Escriba el número de celular para recibir mensajes de texto, llamadas pregrabadas o llamadas telefónicas',
  'Thanks for providing preferred contact method': 'Gracias por indicarnos su método de contacto preferido',
  'Not given': 'No lo dio',
  Yes: 'Sí',
  No: 'No',
};

/** A plan that offers English and Spanish: the banner has its language link. */
const BILINGUAL = { app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] } } };
const languageLink = (name: 'Español' | 'English') => within(screen.getByRole('banner')).getByRole('button', { name });
const summaryEntries = (summary: HTMLElement) => within(summary).getAllByRole('link').map((link) => link.textContent);

interface Member {
  firstName: string;
  lastName: string;
  memberId: string;
  email: string;
  mobileDigits: string;
}

const ADA: Member = { firstName: 'Ada', lastName: 'Lovelace', memberId: '000123', email: 'ada@example.org', mobileDigits: '5625550123' };

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First Name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last Name' }),
  memberId: () => screen.getByRole('textbox', { name: 'Member ID' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  mobile: () => screen.getByRole('textbox', { name: 'Mobile Phone Number' }),
  option: (name: 'Emails' | 'Text Messages' | 'Pre-recorded Calls' | 'Phone Calls') => screen.getByRole('checkbox', { name }),
};

const submitButton = () => screen.getByRole('button', { name: /^(loading )?Submit$/ });
const termsBox = () => screen.getByRole('region', { name: TERMS });
/** A paragraph by all its words, a link's included (getByText reads only the words outside the link). */
const paragraph = (text: string) => screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === text);
/** The line under the terms box that says what is needed, then that the end was reached. */
const termsStatus = () => within(termsBox().parentElement as HTMLElement).getByRole('status');

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const openScreen = (options: OpenFormPageOptions = {}) => openFormPage('/preferredcontact', { heading: TITLE, ...options });

async function fillIn(user: UserEvent, member: Partial<Member> = ADA) {
  if (member.firstName) await user.type(field.firstName(), member.firstName);
  if (member.lastName) await user.type(field.lastName(), member.lastName);
  if (member.memberId) await user.type(field.memberId(), member.memberId);
  if (member.email) await user.type(field.email(), member.email);
  if (member.mobileDigits) {
    await user.click(field.mobile());
    await user.keyboard(member.mobileDigits);
  }
}

/** Scrolls the terms box to its end; jsdom has no layout, so the scroll event itself is what the box sees. */
function readTerms() {
  const box = termsBox();
  box.scrollTop = box.scrollHeight;
  fireEvent.scroll(box);
}

/** Fills in the form, ticks the given ways to be contacted, reads the terms to the end and selects Submit. */
async function submitForm(user: UserEvent, member: Partial<Member>, choices: Parameters<typeof field.option>[0][]) {
  await fillIn(user, member);
  for (const choice of choices) await user.click(field.option(choice));
  readTerms();
  await user.click(submitButton());
}

describe('the screen of docs/screens.md', () => {
  it('shows the heading, the intro, the five fields, the four choices in a group, the terms and a disabled Submit', async () => {
    await openScreen();
    expect(screen.getByText(/^Sign up to receive information and notices from Sunrise Health Plan by email, text messages/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Preferred contact' })).toBeInTheDocument();
    for (const input of [field.firstName(), field.lastName(), field.memberId(), field.email()]) {
      expect(input).toHaveValue('');
      expect(input).toBeRequired();
    }
    expect(field.mobile()).not.toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.mobile()).toHaveAttribute('type', 'tel');
    const group = screen.getByRole('group', { name: 'How would you like to receive information and notices?' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Emails',
      'Text Messages',
      'Pre-recorded Calls',
      'Phone Calls',
    ]);
    for (const box of within(group).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    expect(document.title).toBe(`${TITLE} | ${PLAN}`);
  });

  it('the thanks gives the reference, the time received, what was sent with the choices as Yes or No, and prints', async () => {
    // Only Date is faked (msw and the sagas keep real timers): 22:05 UTC is 2:05 PM in Los Angeles, where jest runs.
    freezeDate('2026-11-24T22:05:00.000Z');
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, store } = await openScreen();
    await submitForm(user, { ...ADA, mobileDigits: '' }, ['Emails']);
    await screen.findByRole('heading', { name: THANKS });

    expect(screen.getByText('Your reference:', { exact: false })).toHaveTextContent('Your reference: PMC-000001');
    expect(screen.getByText('Today at 2:05 PM').closest('p')).toHaveTextContent(/^Received: Today at 2:05 PM/);
    expect(sentValues()).toEqual({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      'Member ID': '000123',
      'Email Address': 'ada@example.org',
      'Mobile Phone Number': 'Not given',
      Emails: 'Yes',
      'Text Messages': 'No',
      'Pre-recorded Calls': 'No',
      'Phone Calls': 'No',
    });
    await user.click(screen.getByRole('button', { name: 'Print or save a copy' }));
    expect(print).toHaveBeenCalledTimes(1);

    // Reopened, the last member's values are gone from the page and from state.
    await user.click(screen.getByRole('button', { name: 'Fill in a new form' }));
    await screen.findByRole('form', { name: 'Preferred contact' });
    expect(screen.queryByText('ada@example.org')).not.toBeInTheDocument();
    expect(store.getState().contact.flow).toMatchObject({ sent: null, reference: null, receivedAt: null });
  });

  it('covers every topic of the texting terms, with the plan\'s help contact', async () => {
    await openScreen();
    const terms = termsBox();
    expect(terms).toHaveAttribute('tabindex', '0');
    expect(terms).toHaveTextContent(`you sign up for the ${PLAN} text messaging program`);
    expect(terms).toHaveTextContent('Message frequency varies.');
    expect(terms).toHaveTextContent('Reply STOP to stop.');
    expect(terms).toHaveTextContent('13 years of age or older');
    expect(terms).toHaveTextContent('13 to 17 years old, you must have permission from your parent or guardian');
    expect(terms).toHaveTextContent(`There is no charge from ${PLAN}`);
    expect(terms).toHaveTextContent('Message and data rates may apply');
    expect(within(terms).getByRole('heading', { name: 'Disclaimers' })).toBeInTheDocument();
    expect(terms).toHaveTextContent('Reply HELP for help.');
    expect(terms).toHaveTextContent('(800) 555-0100');
    expect(terms).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.address);
  });

  it('links the plan\'s privacy notice from the terms and from the agreement above Submit', async () => {
    await openScreen();
    const terms = termsBox();
    expect(within(terms).getByRole('heading', { name: 'Your privacy' })).toBeInTheDocument();
    // Screen readers are told the link opens a new tab, where the form stays as typed.
    expect(terms).toHaveTextContent(`The ${PLAN} privacy notice (opens in a new tab) says how we use and protect your information.`);
    const termsLink = within(terms).getByRole('link', { name: 'privacy notice (opens in a new tab)' });
    expect(termsLink).toHaveAttribute('href', DEMO_PORTAL_CONFIG.links.privacyNotice);
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(termsLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(paragraph('Read our privacy notice (opens in a new tab).')).getByRole('link', { name: 'privacy notice (opens in a new tab)' })).toHaveAttribute(
      'href',
      DEMO_PORTAL_CONFIG.links.privacyNotice,
    );
  });

  it('says above Submit what the member agrees to and, for texts, the program, frequency, rates, HELP and STOP', async () => {
    await openScreen();
    expect(
      screen.getByText(
        `By selecting Submit, I agree to the Text Messaging Terms and Conditions above, and I consent to receive information and notices from ${PLAN} by the methods I chose.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `If I chose Text Messages, I will receive messages from the ${PLAN} text messaging program. Message frequency varies. Message and data rates may apply. Reply HELP for help. Reply STOP to stop.`,
      ),
    ).toBeInTheDocument();
  });

  it('leaves the privacy notice out of the terms and the agreement when the plan has none', async () => {
    await openScreen({ preloadedState: { app: { config: { ...DEMO_PORTAL_CONFIG, links: {} } } } });
    expect(within(termsBox()).queryByRole('heading', { name: 'Your privacy' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Preferred contact' });
    expect(within(form).queryByRole('link')).not.toBeInTheDocument();
    expect(form).not.toHaveTextContent(/privacy/i);
    expect(screen.getByText(/Reply HELP for help\. Reply STOP to stop\.$/)).toBeInTheDocument();
  });

  it('shows the plan contact block with phones as tel: links, TTY number or 711, and the hours', async () => {
    await openScreen();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(contact).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.address);
    expect(within(contact).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(contact).getByRole('link', { name: '(562) 555-0199' })).toHaveAttribute('href', 'tel:+15625550199');
    expect(within(contact).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    expect(within(contact).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(contact).toHaveTextContent('Monday to Friday 8AM-5PM PST');
  });

  it('takes the contact details from the runtime configuration', async () => {
    await openScreen({
      preloadedState: {
        app: { config: { ...DEMO_PORTAL_CONFIG, planName: 'Harbor Health', contact: { ...DEMO_PORTAL_CONFIG.contact, supportPhone: '9165550100', ttyPhone: '711' } } },
      },
    });
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '(916) 555-0100' })).toHaveAttribute('href', 'tel:+19165550100');
    expect(within(contact).getAllByRole('link', { name: '711' })).toHaveLength(1);
    expect(termsBox()).toHaveTextContent('There is no charge from Harbor Health');
  });
});

describe('the terms gate (docs/states.md)', () => {
  it('enables Submit once the terms are scrolled to the end, and says so', async () => {
    await openScreen();
    expect(termsStatus()).toHaveTextContent('Scroll to the end of the terms and conditions to turn on the Submit button.');
    expect(submitButton()).toHaveAccessibleDescription('Scroll to the end of the terms and conditions to turn on the Submit button.');
    readTerms();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(termsStatus()).toHaveTextContent('You have reached the end of the terms and conditions. You can now submit the form.');
  });

  it('needs the end within 2 px: 3 px short keeps Submit off, 2 px short turns it on', async () => {
    await openScreen();
    const box = termsBox();
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 200 });
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 797 });
    fireEvent.scroll(box);
    expect(submitButton()).toBeDisabled();
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 798 });
    fireEvent.scroll(box);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('enables Submit at once when the whole text fits (a tall screen, zoomed out)', async () => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    await openScreen();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});

describe('the mobile number (docs/states.md)', () => {
  it.each(['Text Messages', 'Pre-recorded Calls', 'Phone Calls'] as const)('%s makes it required with its star; unticking removes both', async (option) => {
    const { user } = await openScreen();
    // The label line: the label itself plus, when required, its star (hidden from screen readers, which hear aria-required).
    const labelLine = () => screen.getByText('Mobile Phone Number', { selector: 'label' }).parentElement;
    expect(labelLine()).toHaveTextContent(/^Mobile Phone Number$/);
    await user.click(field.option(option));
    expect(field.mobile()).toBeRequired();
    expect(labelLine()).toHaveTextContent(/^Mobile Phone Number\*$/);
    await user.click(field.option(option));
    expect(field.mobile()).not.toBeRequired();
    expect(labelLine()).toHaveTextContent(/^Mobile Phone Number$/);
  });

  it('stays required while any of the three is ticked; Emails alone never requires it', async () => {
    const { user } = await openScreen();
    await user.click(field.option('Emails'));
    expect(field.mobile()).not.toBeRequired();
    await user.click(field.option('Text Messages'));
    await user.click(field.option('Phone Calls'));
    await user.click(field.option('Text Messages'));
    expect(field.mobile()).toBeRequired();
    await user.click(field.option('Phone Calls'));
    expect(field.mobile()).not.toBeRequired();
  });

  it('is typed through the (000) 000-0000 mask', async () => {
    const { user } = await openScreen();
    await user.click(field.mobile());
    await user.keyboard('5625550123');
    expect(field.mobile()).toHaveValue('(562) 555-0123');
  });
});

describe('the alerts of docs/validation.md, at the top of the form', () => {
  it("no choice: 'Invalid Data!' / 'Select atleast one contact me option', focused, the title says Error", async () => {
    const { user } = await openScreen();
    await submitForm(user, ADA, []);
    const summary = await screen.findByRole('region', { name: 'Invalid Data!' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary.textContent).toContain(SELECT_ONE);
    expect(document.title).toBe(`Error: ${TITLE} | ${PLAN}`);
    const link = within(summary).getByRole('link', { name: 'Choose at least one way for us to contact you.' });
    expect(screen.getByRole('group', { name: 'How would you like to receive information and notices?' })).toHaveAccessibleDescription(
      'Choose all that apply. Choose at least one way for us to contact you.',
    );
    await user.click(link);
    expect(field.option('Emails')).toHaveFocus();
    expect(receivedSubmissions).toHaveLength(0);
    // Announced once: the focused summary, with no toast repeating it.
    expect(screen.getByRole('list', { name: 'Error messages' })).toBeEmptyDOMElement();
  });

  it("a choice that needs the mobile number without one: 'Invalid Data!' with the spec's text (two spaces)", async () => {
    const { user } = await openScreen();
    await submitForm(user, { ...ADA, mobileDigits: '' }, ['Pre-recorded Calls']);
    const summary = await screen.findByRole('region', { name: 'Invalid Data!' });
    expect(summary.textContent).toContain(ENTER_MOBILE);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Mobile Phone Number is required.']);
    expect(field.mobile()).toHaveAccessibleDescription(/Mobile Phone Number is required\.$/);
  });

  it("anything else: 'Missing Information', with 'Invalid Email Address.' beside the email", async () => {
    const { user } = await openScreen();
    await submitForm(user, { ...ADA, email: 'ada@example' }, ['Emails']);
    const summary = await screen.findByRole('region', { name: 'Missing Information' });
    expect(summary).toHaveTextContent(MISSING_INFORMATION_TEXT);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Invalid Email Address.']);
    expect(field.email()).toBeInvalid();
    expect(field.email()).toHaveAccessibleDescription('Invalid Email Address.');
  });

  it("shows 'Invalid Email Address.' as soon as the field is dirty, before any submit", async () => {
    const { user } = await openScreen();
    await user.type(field.email(), 'ada');
    expect(field.email()).toHaveAccessibleDescription('Invalid Email Address.');
    await user.type(field.email(), '@example.org');
    expect(field.email()).not.toHaveAccessibleDescription();
  });

  it('lists every missing field in page order on an empty submit', async () => {
    const { user } = await openScreen();
    readTerms();
    await user.click(submitButton());
    const summary = await screen.findByRole('region', { name: 'Invalid Data!' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Member ID is required.',
      'Email Address is required.',
      'Choose at least one way for us to contact you.',
    ]);
  });

  it('names the limit of a long member ID instead of cutting it', async () => {
    const { user } = await openScreen();
    await user.type(field.memberId(), '1'.repeat(55));
    expect(field.memberId()).toHaveValue('1'.repeat(55));
    expect(field.memberId()).toHaveAccessibleDescription(/Member ID must be at most 50 characters\.$/);
  });

  it('says which characters a member ID may hold when one looks right but is not (a Cyrillic А)', async () => {
    const { user } = await openScreen();
    await user.type(field.memberId(), '\u0410BC123');
    await user.tab();
    expect(field.memberId()).toHaveAccessibleDescription(/Member ID can only have letters A to Z, numbers and hyphens \(-\)\.$/);
  });

  it("follows the plan's setting: digits only (MEMBER_ID_CHARACTERS=0-9) lists them", async () => {
    const { user } = await openScreen({ preloadedState: { app: { config: { ...DEMO_PORTAL_CONFIG, memberIdCharacters: '0-9' } } } });
    await user.type(field.memberId(), 'AB123');
    await user.tab();
    expect(field.memberId()).toHaveAccessibleDescription(/Member ID can only have these characters: 0-9\.$/);
  });
});

describe('saving (docs/api.md)', () => {
  it('sends a full-width member ID as the card prints it', async () => {
    const { user } = await openScreen();
    await submitForm(user, { ...ADA, memberId: '\uFF10\uFF10\uFF10\uFF11\uFF12\uFF13', mobileDigits: '' }, ['Emails']);
    await screen.findByRole('heading', { name: THANKS });
    expect(sentValues()['Member ID']).toBe('000123');
  });

  it('posts the trimmed record, then replaces the form with the thanks and the reference', async () => {
    const { user } = await openScreen();
    await submitForm(user, { ...ADA, firstName: '  Ada ' }, ['Emails', 'Text Messages']);
    const thanks = await screen.findByRole('heading', { name: THANKS });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('PMC-000001')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Preferred contact' })).not.toBeInTheDocument();
    expect(savedRecords()).toEqual([SAMPLE_CONTACT_RECORD]);
    // The confirmation is the page now (issue 18): its tab says so, the form's instruction ("…and select Submit") is
    // gone, and it says what happens next.
    expect(document.title).toBe(`Thanks for providing preferred contact method | ${PLAN}`);
    expect(screen.queryByText(/and select Submit\.$/)).not.toBeInTheDocument();
    // Issue 23: how to change the choices, and every way to stop, with the plan's own numbers.
    expect(
      screen.getByText(
        'To change how we contact you, fill in this form again. To stop text messages, reply STOP to any text from us. ' +
          'To stop any of these, you can also call Sunrise Health Plan at (800) 555-0100 (TTY (800) 555-0111).',
      ),
    ).toBeInTheDocument();
  });

  it('"Fill in a new form" reopens a blank form: values reset, mobile not required, terms to read again, cursor in First Name', async () => {
    const { user } = await openScreen();
    await submitForm(user, ADA, ['Phone Calls']);
    await user.click(await screen.findByRole('button', { name: 'Fill in a new form' }));
    await waitFor(() => expect(field.firstName()).toHaveFocus());
    for (const input of [field.firstName(), field.lastName(), field.memberId(), field.email(), field.mobile()]) expect(input).toHaveValue('');
    expect(field.option('Phone Calls')).not.toBeChecked();
    expect(field.mobile()).not.toBeRequired();
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('region', { name: /Invalid Data!|Missing Information/ })).not.toBeInTheDocument();
  });

  it("a failed save keeps every value and leaves 'System Error!' on the page with the support phone", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...scenarios.preferredContactSaveFails500);
    const { user } = await openScreen();
    await submitForm(user, ADA, ['Text Messages']);
    const notice = await screen.findByRole('region', { name: 'System Error!' });
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice).toHaveTextContent(APOLOGY);
    expect(within(notice).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(document.title).toBe(`Error: ${TITLE} | ${PLAN}`);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(field.firstName()).toHaveValue('Ada');
    expect(field.lastName()).toHaveValue('Lovelace');
    expect(field.memberId()).toHaveValue('000123');
    expect(field.email()).toHaveValue('ada@example.org');
    expect(field.mobile()).toHaveValue('(562) 555-0123');
    expect(field.option('Text Messages')).toBeChecked();
  });

  it("leaving after a save and coming back shows a blank form, never the last member's thanks", async () => {
    const { user } = await openScreen();
    await submitForm(user, ADA, ['Emails']);
    await screen.findByRole('heading', { name: THANKS });
    await user.click(screen.getByRole('link', { name: `${PLAN} forms home` }));
    await user.click(await screen.findByRole('link', { name: TITLE }));
    expect(await screen.findByRole('form', { name: 'Preferred contact' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: THANKS })).not.toBeInTheDocument();
    expect(field.firstName()).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });
});

describe('a consent that waits for the member to confirm (issue 36)', () => {
  const CONFIRM_EMAIL = 'To finish, confirm your email address: we sent an email to ada@example.org. Select the link in it within 7 days.';
  const CONFIRM_MOBILE = 'To finish, confirm your mobile number: we will send a text message to (562) 555-0123. Reply YES to it within 7 days.';
  const UNTIL_CONFIRMED = 'Until you confirm, we keep contacting you as before.';
  const CHANGE_OR_STOP = /^To change how we contact you, fill in this form again\. To stop text messages/;
  const follows = (earlier: HTMLElement, later: HTMLElement) => expect(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  it('a new email address and mobile number: the thanks says to confirm each, and that nothing changes until then, before how to change or stop', async () => {
    server.use(...scenarios.preferredContactAwaitingConfirmation);
    const { user } = await openScreen();
    await submitForm(user, ADA, ['Emails', 'Text Messages']);
    const thanks = await screen.findByRole('heading', { level: 2, name: THANKS });
    await waitFor(() => expect(thanks).toHaveFocus());
    const [email, mobile, until, next] = [paragraph(CONFIRM_EMAIL), paragraph(CONFIRM_MOBILE), paragraph(UNTIL_CONFIRMED), screen.getByText(CHANGE_OR_STOP)];
    follows(thanks, email);
    follows(email, mobile);
    follows(mobile, until);
    follows(until, next);
    // The reference and the title are the thanks' as ever.
    expect(screen.getByText('Your reference:', { exact: false })).toHaveTextContent('Your reference: PMC-000001');
    expect(document.title).toBe(`${THANKS} | ${PLAN}`);
    await expectNoAxeViolations();
  });

  it('a new email address only: the thanks says to confirm the email address, and nothing about a text message', async () => {
    server.use(...scenarios.preferredContactAwaitingConfirmation);
    const { user } = await openScreen();
    await submitForm(user, { ...ADA, mobileDigits: '' }, ['Emails']);
    await screen.findByRole('heading', { name: THANKS });
    expect(paragraph(CONFIRM_EMAIL)).toBeInTheDocument();
    expect(paragraph(UNTIL_CONFIRMED)).toBeInTheDocument();
    expect(screen.queryByText(/^To finish, confirm your mobile number/)).not.toBeInTheDocument();
  });

  it('nothing to confirm: the thanks is as it always was', async () => {
    const { user } = await openScreen();
    await submitForm(user, ADA, ['Emails', 'Text Messages']);
    await screen.findByRole('heading', { name: THANKS });
    expect(screen.getByText(CHANGE_OR_STOP)).toBeInTheDocument();
    expect(screen.queryByText(/^To finish, confirm/)).not.toBeInTheDocument();
    expect(screen.queryByText(UNTIL_CONFIRMED)).not.toBeInTheDocument();
  });
});

describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  it('the empty form', async () => {
    await openScreen();
    await expectNoAxeViolations();
  });

  it('the form with its errors', async () => {
    const { user } = await openScreen();
    readTerms();
    await user.click(submitButton());
    await screen.findByRole('region', { name: 'Invalid Data!' });
    await expectNoAxeViolations();
  });

  it('the thanks view', async () => {
    const { user } = await openScreen();
    await submitForm(user, ADA, ['Emails']);
    await screen.findByRole('heading', { name: THANKS });
    await expectNoAxeViolations();
  });
});

it('can be completed with the keyboard alone', async () => {
  const { user } = await openScreen();
  await tabTo(user, field.firstName());
  await user.keyboard(ADA.firstName);
  await user.tab();
  await user.keyboard(ADA.lastName);
  await user.tab();
  await user.keyboard(ADA.memberId);
  await user.tab();
  await user.keyboard(ADA.email);
  await user.tab();
  expect(field.mobile()).toHaveFocus();
  await user.keyboard(ADA.mobileDigits);
  await user.tab();
  expect(field.option('Emails')).toHaveFocus();
  await user.tab();
  await user.keyboard(' ');
  expect(field.option('Text Messages')).toBeChecked();
  await tabTo(user, termsBox());
  // The keyboard scrolls the focused box in a browser; jsdom has no layout, so the scroll it causes is simulated.
  readTerms();
  await tabTo(user, submitButton());
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  expect(savedRecords()).toEqual([expect.objectContaining({ firstName: 'Ada', isText: true, mobileNumber: '(562) 555-0123' })]);
});

describe('in another language (docs/languages.md)', () => {
  afterEach(async () => {
    await switchLanguage(SOURCE_LANGUAGE);
    document.documentElement.lang = SOURCE_LANGUAGE;
  });

  /** The page, then the Spanish: drawn, the page's form catalog is in use, so it is loaded before these and not over them. */
  async function openInEnglish() {
    const view = await openScreen({ preloadedState: BILINGUAL });
    await addTranslations(SPANISH);
    return view;
  }

  it('says the errors on screen again in Spanish, and keeps everything typed, ticked and read', async () => {
    const { user } = await openInEnglish();
    await submitForm(user, { firstName: 'Ada', email: 'ada@example' }, ['Text Messages']);
    const summary = await screen.findByRole('region', { name: 'Invalid Data!' });
    expect(summaryEntries(summary)).toEqual([
      'Last Name is required.',
      'Member ID is required.',
      'Invalid Email Address.',
      'Mobile Phone Number is required.',
    ]);

    await user.click(languageLink('Español'));

    const resumen = await screen.findByRole('region', { name: '¡Datos no válidos!' });
    expect(resumen).toHaveTextContent('Escriba el número de celular para recibir mensajes de texto, llamadas pregrabadas o llamadas telefónicas');
    expect(summaryEntries(resumen)).toEqual([
      'Se requiere Apellido.',
      'Se requiere Número de miembro.',
      'Correo electrónico no válido.',
      'Se requiere Número de celular.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Apellido' })).toHaveAccessibleDescription('Se requiere Apellido.');
    expect(screen.getByRole('textbox', { name: 'Número de celular' })).toHaveAccessibleDescription(endingWith('Se requiere Número de celular.'));
    expect(screen.queryByText('Last Name is required.')).not.toBeInTheDocument();
    // Nothing was reset: the values, the choice, the terms read (Submit stays on).
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ada@example');
    expect(screen.getByRole('checkbox', { name: 'Mensajes de texto' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Contacto preferido' })).toBeInTheDocument();

    // What is typed now is checked in Spanish too.
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Lovelace');
    expect(summaryEntries(resumen)).toEqual(['Se requiere Número de miembro.', 'Correo electrónico no válido.', 'Se requiere Número de celular.']);

    await user.click(languageLink('English'));

    expect(summaryEntries(await screen.findByRole('region', { name: 'Invalid Data!' }))).toEqual([
      'Member ID is required.',
      'Invalid Email Address.',
      'Mobile Phone Number is required.',
    ]);
    expect(field.firstName()).toHaveValue('Ada');
    expect(field.lastName()).toHaveValue('Lovelace');
    expect(field.email()).toHaveValue('ada@example');
  });

  it('says the agreement in Spanish, the keywords HELP and STOP kept, and links the privacy notice in Spanish', async () => {
    const { user } = await openInEnglish();
    await user.click(languageLink('Español'));
    expect(
      await screen.findByText(
        `Si elegí Mensajes de texto, recibiré mensajes del programa de mensajes de texto de ${PLAN}. La frecuencia de los mensajes varía. Pueden aplicarse tarifas por mensajes y datos. Responda HELP para obtener ayuda. Responda STOP para dejar de recibir mensajes.`,
      ),
    ).toBeInTheDocument();
    expect(within(paragraph('Lea nuestro aviso de privacidad (se abre en una pestaña nueva).')).getByRole('link', { name: 'aviso de privacidad (se abre en una pestaña nueva)' })).toHaveAttribute(
      'href',
      DEMO_PORTAL_CONFIG.links.privacyNotice,
    );
    const terms = screen.getByRole('region', { name: 'Términos y condiciones de los mensajes de texto' });
    expect(within(terms).getByRole('heading', { name: 'Su privacidad' })).toBeInTheDocument();
    expect(within(terms).getByRole('link', { name: 'aviso de privacidad (se abre en una pestaña nueva)' })).toHaveAttribute('href', DEMO_PORTAL_CONFIG.links.privacyNotice);
  });

  it('thanks in Spanish with what was sent in Spanish, the choices as Sí or No, while the record keeps true or false', async () => {
    const { user } = await openInEnglish();
    await fillIn(user, { ...ADA, mobileDigits: '' });
    await user.click(field.option('Emails'));
    readTerms();

    await user.click(languageLink('Español'));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));

    await screen.findByRole('heading', { name: 'Gracias por indicarnos su método de contacto preferido' });
    const sent = screen.getByRole('heading', { name: 'Lo que envió' }).nextElementSibling as HTMLElement;
    const labels = within(sent).getAllByRole('term').map((term) => term.textContent);
    const values = within(sent).getAllByRole('definition').map((definition) => definition.textContent);
    expect(Object.fromEntries(labels.map((label, index) => [label, values[index]]))).toEqual({
      Nombre: 'Ada',
      Apellido: 'Lovelace',
      'Número de miembro': '000123',
      'Correo electrónico': 'ada@example.org',
      'Número de celular': 'No lo dio',
      'Correos electrónicos': 'Sí',
      'Mensajes de texto': 'No',
      'Llamadas pregrabadas': 'No',
      'Llamadas telefónicas': 'No',
    });
    expect(savedRecords()).toEqual([
      expect.objectContaining({ firstName: 'Ada', mobileNumber: '', isEmail: true, isText: false, isPreRecordedCall: false, isPhone: false }),
    ]);
  });
});
