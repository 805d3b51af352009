// Issue 34: every form works without the app's scripts. The page that answers a form the browser posted itself is drawn
// by the server's page renderer with the post's values and where its submission stands (PageRequest.posted): refused
// with its error summary, the NPI's confirm question, the form again after No, the thanks, a failure notice. Each is
// checked here as a person finds it in the drawn HTML, then taken over by the browser's app as src/index.tsx does it:
// the console guard fails a test on any warning, so a hydration mismatch fails here.
import { screen, within } from '@testing-library/react';
import { getFormValues } from 'redux-form';
import { serverTranslate } from '../../server/languages';
import { ATTESTATION_FORM_FIELD_OF_RECORD, buildAttestationRecord } from '../../src/domain/attestation';
import { buildContactRecord } from '../../src/domain/contact';
import { ATTESTATION_INITIAL_VALUES } from '../../src/domain/attestation';
import { CONTACT_INITIAL_VALUES } from '../../src/domain/contact';
import { buildTgiRecord } from '../../src/domain/tgi';
import type { AttestationFormValues } from '../../src/domain/attestation';
import type { ContactFormValues } from '../../src/domain/contact';
import type { TgiFormValues } from '../../src/domain/tgi';
import { formValuesFromPost, POST_FIELDS, type PostedForm, type PostedFormKind, type PostedStep, type PostedValues } from '../../src/domain/formPost';
import { FORM_DESCRIPTORS } from '../../src/domain/forms';
import { MISSING_INFORMATION, NPI_NOT_FOUND_CONFIRM, SYSTEM_ERROR } from '../../src/domain/messages';
import type { PageRenderer, PageRequest, RenderedPage } from '../../src/domain/pageRendering';
import { validateRecord } from '../../src/domain/recordSchema';
import { PORTAL_ROUTES, routeHeading, type PortalRoute } from '../../src/domain/routeTable';
import type { Translate } from '../../src/domain/text';
import {
  CONTACT_ALERTS,
  CONTACT_CONFIRM_EMAIL_STEP,
  CONTACT_CONFIRM_MOBILE_STEP,
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_NAME,
  CONTACT_NEXT,
  CONTACT_OPTIONS_LEGEND,
  CONTACT_THANKS,
  CONTACT_UNTIL_CONFIRMED,
} from '../../src/features/contact/contactMessages';
import { TGI_ALERTS, TGI_FIELD_LABELS, TGI_FORM_NAME, TGI_OFFERED_LEGEND, TGI_THANKS } from '../../src/features/tgi/tgiMessages';
import {
  ATTESTATION_FIELD_LABELS,
  ATTESTATION_FORM_NAME,
  ATTESTATION_RECEIPT_EMAILED,
  RECEIPT_EMAIL_WITHOUT_APP_HINT,
  attestationScreenTexts,
} from '../../src/features/attestation/attestationMessages';
import { CONTACT_FORM } from '../../src/features/contact/contactSlice';
import { TGI_FORM } from '../../src/features/tgi/tgiSlice';
import { endingWith } from '../../support/formPage';
import { DEFAULT_MEMBER_ID_CHARACTERS } from '../../src/domain/memberId';
import { validateAttestationForm } from '../../src/features/attestation/attestationValidation';
import { validateContactForm } from '../../src/features/contact/contactValidation';
import { validateTgiForm } from '../../src/features/tgi/tgiValidation';
import { endTakeOver, loadServerRenderer, PAGE_CONFIG, receive, takeOver } from './support/serverPages';

const config = PAGE_CONFIG;
let pages: PageRenderer;

beforeAll(async () => {
  pages = await loadServerRenderer();
});

afterEach(() => {
  endTakeOver();
});

type Step = PostedStep['step'];
type Fields = Readonly<Record<string, string>>;

/** What a person types into each form, as the browser posts it (a ticked box is `on`; an unticked one is left out). */
interface FormCase {
  /** The redux-form name the page's form has. */
  form: string;
  formName: string;
  /** A post the record's rules take, whose NPI the server does not know. */
  valid: Fields;
  /** A post the record's rules refuse, and the alert that heads its error summary (English). */
  invalid: Fields;
  invalidAlert: { title: string; message: string };
  /** The legend of the group that says an error about the form as a whole (`_error`), if the form has one. */
  formErrorGroup?: string;
  /** The text boxes, by control name, with their labels (English). */
  textBoxes: Readonly<Record<string, string>>;
  /** The tick boxes, by control name, with their labels (English). */
  tickBoxes: Readonly<Record<string, string>>;
  steps: readonly Step[];
  /** The form's values under a thanks: the blank form's, as the app's save leaves it. */
  savedFormValues: PostedValues;
  /** The reference the server gives a stored post. */
  reference: string;
  /** The record the server stores for the valid post. */
  record(values: PostedValues, route: PortalRoute): Record<string, unknown>;
  /** The thanks' heading, in the page's language. */
  thanks(route: PortalRoute, say: Translate): string;
}

const RECEIVED_AT = '2026-03-03T22:05:00.000Z';
/** An NPI whose check digit is wrong, so the server does not find it (typed with dashes on the survey, which drops them). */
const UNKNOWN_NPI = '1234567890';

const FORM_CASES: Record<PostedFormKind, FormCase> = {
  contact: {
    form: CONTACT_FORM,
    formName: CONTACT_FORM_NAME,
    valid: { firstName: 'Ada', lastName: 'Núñez', memberId: '000123', emailAddress: 'ada@example.org', mobileNumber: '5625550123', isEmail: 'on', isText: 'on' },
    // No way to contact chosen: the form's own error (`_error`) besides the fields'.
    invalid: { firstName: '', lastName: 'Núñez', memberId: '000123', emailAddress: 'ada@example', mobileNumber: '' },
    invalidAlert: CONTACT_ALERTS.selectOneOption,
    formErrorGroup: CONTACT_OPTIONS_LEGEND,
    textBoxes: {
      firstName: CONTACT_FIELD_LABELS.firstName,
      lastName: CONTACT_FIELD_LABELS.lastName,
      memberId: CONTACT_FIELD_LABELS.memberId,
      emailAddress: CONTACT_FIELD_LABELS.emailAddress,
      mobileNumber: CONTACT_FIELD_LABELS.mobileNumber,
    },
    tickBoxes: {
      isEmail: CONTACT_FIELD_LABELS.isEmail,
      isText: CONTACT_FIELD_LABELS.isText,
      isPreRecordedCall: CONTACT_FIELD_LABELS.isPreRecordedCall,
      isPhone: CONTACT_FIELD_LABELS.isPhone,
      wantsReceipt: CONTACT_FIELD_LABELS.wantsReceipt,
    },
    steps: ['invalid', 'saved', 'failed'],
    savedFormValues: { ...CONTACT_INITIAL_VALUES },
    reference: 'PMC-3HWT9CAE',
    record: (values) => ({ ...buildContactRecord(values as ContactFormValues) }),
    thanks: (_route, say) => say(CONTACT_THANKS),
  },
  tgi: {
    form: TGI_FORM,
    formName: TGI_FORM_NAME,
    valid: {
      providerLastName: 'Núñez',
      providerFirstName: 'Amara',
      individualNPI: `${UNKNOWN_NPI.slice(0, 3)}-${UNKNOWN_NPI.slice(3, 6)}-${UNKNOWN_NPI.slice(6)}`,
      fullNameOfPersonCompletingSurvey: 'Jo Lee',
      titleOfPersonCompletingSurvey: 'Manager',
      email: 'jo@example.org',
      phoneNumber: '9165550100',
      isGenderAffirmingServicesOffered: 'Yes',
    },
    invalid: {
      providerLastName: '',
      providerFirstName: 'Amara',
      individualNPI: '12345',
      fullNameOfPersonCompletingSurvey: 'Jo Lee',
      titleOfPersonCompletingSurvey: 'Manager',
      email: 'jo@example',
      phoneNumber: '9165550100',
      isGenderAffirmingServicesOffered: 'No',
    },
    invalidAlert: TGI_ALERTS.invalidEmail,
    textBoxes: {
      providerLastName: TGI_FIELD_LABELS.providerLastName,
      providerFirstName: TGI_FIELD_LABELS.providerFirstName,
      individualNPI: TGI_FIELD_LABELS.individualNPI,
      fullNameOfPersonCompletingSurvey: TGI_FIELD_LABELS.fullNameOfPersonCompletingSurvey,
      titleOfPersonCompletingSurvey: TGI_FIELD_LABELS.titleOfPersonCompletingSurvey,
      email: TGI_FIELD_LABELS.email,
      phoneNumber: TGI_FIELD_LABELS.phoneNumber,
    },
    tickBoxes: { wantsReceipt: TGI_FIELD_LABELS.wantsReceipt },
    steps: ['invalid', 'confirmNpi', 'npiDeclined', 'saved', 'failed'],
    savedFormValues: {},
    reference: 'TGI-7QK2M4XD',
    record: (values) => ({ ...buildTgiRecord(values as TgiFormValues, 'No', new Date(RECEIVED_AT)) }),
    thanks: (_route, say) => say(TGI_THANKS),
  },
  attestation: {
    form: 'attestation',
    formName: ATTESTATION_FORM_NAME,
    valid: { firstName: 'Ada', lastName: 'Núñez', individualNPI: UNKNOWN_NPI, title: 'Physician', organization: 'Harbor Clinic' },
    invalid: { firstName: '', lastName: 'Núñez', individualNPI: '12345', title: 'Physician', organization: '' },
    invalidAlert: MISSING_INFORMATION,
    textBoxes: {
      firstName: ATTESTATION_FIELD_LABELS.firstName,
      lastName: ATTESTATION_FIELD_LABELS.lastName,
      individualNPI: ATTESTATION_FIELD_LABELS.individualNPI,
      title: ATTESTATION_FIELD_LABELS.title,
      organization: ATTESTATION_FIELD_LABELS.organization,
    },
    tickBoxes: { npiApplicable: ATTESTATION_FIELD_LABELS.npiApplicable, wantsReceipt: ATTESTATION_FIELD_LABELS.wantsReceipt },
    steps: ['invalid', 'confirmNpi', 'npiDeclined', 'saved', 'failed'],
    savedFormValues: { ...ATTESTATION_INITIAL_VALUES },
    reference: 'ATT-5RN8C2WB',
    record: (values, route) =>
      ({ ...buildAttestationRecord(values as AttestationFormValues, 'No', route.screen.chunk === 'attestation' ? route.screen.formKey : 'stateTraining', new Date(RECEIVED_AT)) }),
    thanks: (route, say) => attestationScreenTexts(route.screen.chunk === 'attestation' ? route.screen.formKey : 'stateTraining', config.planName, say).thanksText,
  },
};

function kindOf(route: PortalRoute): PostedFormKind {
  if (route.screen.chunk === 'contact') return 'contact';
  if (route.screen.chunk === 'tgi') return 'tgi';
  return 'attestation';
}

/**
 * The record's errors for a refused post, as the server says them (server/routes/formPosts.ts): the record's rules in
 * the page's language, under the form's control names.
 */
function serverErrors(kind: PostedFormKind, route: PortalRoute, values: PostedValues, language: string): Record<string, string> {
  const checked = validateRecord(FORM_DESCRIPTORS[kind].record, FORM_CASES[kind].record(values, route), serverTranslate(language));
  if (checked.ok) throw new Error(`the ${kind} post meant to be refused was taken`);
  const names: Readonly<Record<string, string>> = kind === 'attestation' ? ATTESTATION_FORM_FIELD_OF_RECORD : {};
  return Object.fromEntries(Object.entries(checked.errors as Record<string, string>).map(([field, message]) => [names[field] ?? field, message]));
}

/**
 * What the refused page says for each field: the app's own form's message where it has one (the page is drawn as the app
 * would show the same values, src/render/postedForms.ts), the server's where only the server's rules found a problem.
 */
function shownErrors(kind: PostedFormKind, values: PostedValues, errors: Readonly<Record<string, string>>, language: string): Record<string, string> {
  const say = serverTranslate(language);
  const app: object =
    kind === 'contact'
      ? validateContactForm(values, say, { memberIdCharacters: config.memberIdCharacters ?? DEFAULT_MEMBER_ID_CHARACTERS })
      : kind === 'tgi'
        ? validateTgiForm(values, say)
        : validateAttestationForm(values, say);
  return { ...errors, ...Object.fromEntries(Object.entries(app).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) };
}

/** The page's request for a post of `route`'s form that reached `step`, as server/routes/formPosts.ts makes it. */
function postedRequest(route: PortalRoute, step: Step, language: string): { request: PageRequest; posted: PostedForm } {
  const kind = kindOf(route);
  const formCase = FORM_CASES[kind];
  const fields = step === 'invalid' ? formCase.invalid : formCase.valid;
  const values = formValuesFromPost(FORM_DESCRIPTORS[kind].post.controls, fields);
  const outcomes: Record<Step, () => PostedStep> = {
    invalid: () => ({ step: 'invalid', errors: serverErrors(kind, route, values, language) }),
    confirmNpi: () => ({ step: 'confirmNpi' }),
    npiDeclined: () => ({ step: 'npiDeclined' }),
    saved: () => ({ step: 'saved', reference: formCase.reference, receivedAt: RECEIVED_AT, sent: formCase.record(values, route) }),
    failed: () => ({ step: 'failed', failure: { title: SYSTEM_ERROR.title, message: SYSTEM_ERROR.message } }),
  };
  // A confirmation is drawn from the stored record alone: nothing typed comes with it.
  const posted: PostedForm = { kind, values: step === 'saved' ? {} : values, outcome: outcomes[step]() };
  return { request: { url: route.path, language, config, notices: [], inMaintenance: false, posted }, posted };
}

/** The form's boxes hold what was typed, and its ticks what was ticked, as the server read the post. */
function expectTypedValuesKept(root: HTMLElement, kind: PostedFormKind, values: PostedValues, say: Translate) {
  const formCase = FORM_CASES[kind];
  for (const [name, label] of Object.entries(formCase.textBoxes)) {
    expect(within(root).getByRole('textbox', { name: say(label) })).toHaveValue(typeof values[name] === 'string' ? values[name] : '');
  }
  for (const [name, label] of Object.entries(formCase.tickBoxes)) {
    const box = within(root).getByRole('checkbox', { name: say(label) });
    if (values[name] === true) expect(box).toBeChecked();
    else expect(box).not.toBeChecked();
  }
  if (kind === 'tgi') {
    const question = within(root).getByRole('group', { name: say(TGI_OFFERED_LEGEND) });
    const answer = values.isGenderAffirmingServicesOffered as string;
    expect(within(question).getByRole('radio', { name: say(answer) })).toBeChecked();
  }
}

/**
 * A form the browser can send itself: posted to its route's own address, with the hidden fields every posted form
 * carries (the language drawn in, and the token and key the server writes in).
 */
function expectPostFields(form: HTMLElement, route: PortalRoute, language: string) {
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', route.path);
  expect(form.querySelector(`input[type="hidden"][name="${POST_FIELDS.language}"]`)).toHaveValue(language);
  expect(form.querySelector(`input[type="hidden"][name="${POST_FIELDS.antiForgeryToken}"]`)).not.toBeNull();
  expect(form.querySelector(`input[type="hidden"][name="${POST_FIELDS.idempotencyKey}"]`)).not.toBeNull();
}

/** The "What you sent" list of the thanks, as label → value. */
function sentValues(root: HTMLElement, say: Translate): Record<string, string> {
  const list = within(root).getByRole('heading', { name: say('What you sent') }).nextElementSibling as HTMLElement;
  const terms = within(list).getAllByRole('term').map((term) => term.textContent ?? '');
  const definitions = within(list).getAllByRole('definition').map((definition) => definition.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index] ?? '']));
}

/**
 * What the person sees on each step's page, in the drawn HTML. Each returns the element the step is about (the error
 * summary, the question's form, the thanks' heading, the notice), which the app must keep as it takes the page over.
 */
const EXPECT_STEP: Record<Step, (root: HTMLElement, route: PortalRoute, posted: PostedForm, say: Translate) => HTMLElement> = {
  invalid(root, route, posted, say) {
    const refused = posted.outcome as Extract<PostedStep, { step: 'invalid' }>;
    const errors = shownErrors(posted.kind, posted.values, refused.errors, say.language);
    const formCase = FORM_CASES[posted.kind];
    const form = within(root).getByRole('form', { name: say(formCase.formName) });
    // The summary leads the step: its alert, then one link to each field refused, in the app's words where it has them.
    const summary = within(root).getByRole('region', { name: say(formCase.invalidAlert.title) });
    expect(summary).toHaveTextContent(say(formCase.invalidAlert.message));
    expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent).sort()).toEqual(Object.values(errors).sort());
    for (const link of links) {
      // Each link leads to a control of the form.
      const target = root.querySelector<HTMLElement>(link.getAttribute('href') ?? '#none');
      expect(form).toContainElement(target);
    }
    // Each field says its message, and is marked invalid.
    for (const [name, message] of Object.entries(errors)) {
      if (name === '_error') {
        const group = within(form).getByRole('group', { name: say(formCase.formErrorGroup ?? '') });
        expect(group).toHaveAttribute('aria-invalid', 'true');
        expect(group).toHaveAccessibleDescription(endingWith(message));
        continue;
      }
      const box = within(form).getByRole('textbox', { name: say(formCase.textBoxes[name] ?? name) });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(endingWith(message));
    }
    expectTypedValuesKept(form, posted.kind, posted.values, say);
    expectPostFields(form, route, say.language);
    return summary;
  },
  confirmNpi(root, route, posted, say) {
    const step = within(root).getByRole('form', { name: say(NPI_NOT_FOUND_CONFIRM.title) });
    expect(within(step).getByRole('heading', { name: say(NPI_NOT_FOUND_CONFIRM.title) })).toBeInTheDocument();
    expect(within(step).getByText(say(NPI_NOT_FOUND_CONFIRM.message))).toBeInTheDocument();
    const yes = within(step).getByRole('button', { name: say(NPI_NOT_FOUND_CONFIRM.okLabel) });
    const no = within(step).getByRole('button', { name: say(NPI_NOT_FOUND_CONFIRM.cancelLabel) });
    for (const [button, value] of [
      [yes, 'yes'],
      [no, 'no'],
    ] as const) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', POST_FIELDS.npiAnswer);
      expect(button).toHaveAttribute('value', value);
    }
    // Everything typed goes again with the answer: each value as the form holds it, a ticked box as `on`, none unticked.
    const hidden = [...step.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].filter((input) => !Object.values<string>(POST_FIELDS).includes(input.name));
    const expected = Object.entries(posted.values).flatMap(([name, value]) => (value === true ? [[name, 'on']] : typeof value === 'string' ? [[name, value]] : []));
    expect(hidden.map((input) => [input.name, input.value])).toEqual(expected);
    expectPostFields(step, route, say.language);
    // In place of the form: no box to type in, no summary.
    expect(within(root).queryByRole('form', { name: say(FORM_CASES[posted.kind].formName) })).not.toBeInTheDocument();
    expect(within(root).queryAllByRole('textbox')).toEqual([]);
    return step;
  },
  npiDeclined(root, route, posted, say) {
    const form = within(root).getByRole('form', { name: say(FORM_CASES[posted.kind].formName) });
    expectTypedValuesKept(form, posted.kind, posted.values, say);
    expectPostFields(form, route, say.language);
    // The form again, as it was: no question, and nothing to correct.
    expect(within(root).queryByRole('form', { name: say(NPI_NOT_FOUND_CONFIRM.title) })).not.toBeInTheDocument();
    expect(within(root).queryByRole('region', { name: say(FORM_CASES[posted.kind].invalidAlert.title) })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /./ })).toHaveAttribute('type', 'submit');
    return form;
  },
  saved(root, route, posted, say) {
    const outcome = posted.outcome as Extract<PostedStep, { step: 'saved' }>;
    const thanks = within(root).getByRole('heading', { level: 2, name: FORM_CASES[posted.kind].thanks(route, say) });
    expect(within(root).getByText(say('Your reference:'), { exact: false })).toHaveTextContent(`${say('Your reference:')} ${outcome.reference}`);
    expect(within(root).getByText(say('Received:'), { exact: false }).querySelector('time')).toHaveAttribute('datetime', RECEIVED_AT);
    // What was sent, under each field's label in the page's language.
    const sent = sentValues(root, say);
    for (const [name, label] of Object.entries(FORM_CASES[posted.kind].textBoxes)) {
      expect(sent[say(label)]).toBe(outcome.sent[name === 'organization' ? 'organizationName' : name]);
    }
    if (posted.kind === 'contact') {
      expect(sent[say(CONTACT_FIELD_LABELS.isEmail)]).toBe(say('Yes'));
      expect(sent[say(CONTACT_FIELD_LABELS.isPhone)]).toBe(say('No'));
    }
    if (posted.kind === 'tgi') expect(sent[say(TGI_OFFERED_LEGEND)]).toBe(say('Yes'));
    expect(within(root).queryByRole('form', { name: say(FORM_CASES[posted.kind].formName) })).not.toBeInTheDocument();
    return thanks;
  },
  failed(root, route, posted, say) {
    const notice = within(root).getByRole('region', { name: say(SYSTEM_ERROR.title) });
    expect(notice).toHaveTextContent(say(SYSTEM_ERROR.message));
    expect(within(notice).getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+1\d{10}$/));
    const form = within(root).getByRole('form', { name: say(FORM_CASES[posted.kind].formName) });
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expectTypedValuesKept(form, posted.kind, posted.values, say);
    expectPostFields(form, route, say.language);
    return notice;
  },
};

const FORM_ROUTES = PORTAL_ROUTES.filter((route) => route.kind === 'form');
const CASES = FORM_ROUTES.flatMap((route) => config.languages.flatMap((language) => FORM_CASES[kindOf(route)].steps.map((step) => [route.path, language, step, route] as const)));

describe.each(CASES)('%s in %s, posted and answered with the %s step', (address, language, step, route) => {
  test('is drawn with what the person sent and where it stands, and taken over by the app without a warning', async () => {
    const say = serverTranslate(language);
    const { request, posted } = postedRequest(route, step, language);
    const page: RenderedPage = pages.render(request);
    expect(page.status).toBe(200);
    // Drawn for a browser that may not run the app.
    expect(page.state).toMatchObject({ app: { interactive: false, language } });

    const root = receive(page, address);
    const heading = within(root).getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(routeHeading(route, config.planName, say));
    const shown = EXPECT_STEP[step](root, route, posted, say);

    const { store } = await takeOver(page, root);
    // Hydration keeps the server's elements; a render from scratch would have replaced them.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(root).toContainElement(shown);
    expect(document.title).toBe(page.title);
    // The form's state is what was typed (redux-form keeps no value for an emptied box); a thanks has no form values.
    const typed = Object.fromEntries(Object.entries(posted.values).filter(([, value]) => value !== ''));
    expect(getFormValues(FORM_CASES[posted.kind].form)(store.getState()) ?? {}).toEqual(step === 'saved' ? FORM_CASES[posted.kind].savedFormValues : typed);
  });
});

describe('a preferred contact post saved with a consent that waits for confirmations (issue 36)', () => {
  const route = PORTAL_ROUTES.find((candidate) => candidate.screen.chunk === 'contact') as PortalRoute;

  test.each(config.languages)('in %s, the thanks says what to do to finish, before how to change or stop, and is taken over as it is', async (language) => {
    const say = serverTranslate(language);
    const { request } = postedRequest(route, 'saved', language);
    const saved = request.posted?.outcome as Extract<PostedStep, { step: 'saved' }>;
    const page = pages.render({ ...request, posted: { kind: 'contact', values: {}, outcome: { ...saved, awaiting: ['email', 'mobile'] } } });
    expect(page.state).toMatchObject({ contact: { flow: { status: 'saved' }, awaiting: ['email', 'mobile'] } });

    const root = receive(page, route.path);
    const thanks = within(root).getByRole('heading', { level: 2, name: say(CONTACT_THANKS) });
    const steps = [
      say(CONTACT_CONFIRM_EMAIL_STEP, { email: 'ada@example.org', days: 7 }),
      say(CONTACT_CONFIRM_MOBILE_STEP, { mobile: '(562) 555-0123', days: 7 }),
      say(CONTACT_UNTIL_CONFIRMED),
    ].map((text) => within(root).getByText(text));
    const changeOrStop = within(root).getByText(say(CONTACT_NEXT), { exact: false });
    // In the order they are read: the thanks, each step, then how to change or stop.
    const inOrder = [thanks, ...steps, changeOrStop];
    for (const [index, later] of inOrder.slice(1).entries()) expect(inOrder[index]?.compareDocumentPosition(later)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    const { store } = await takeOver(page, root);
    expect(screen.getByRole('heading', { level: 2, name: say(CONTACT_THANKS) })).toBe(thanks);
    expect(store.getState().contact.awaiting).toEqual(['email', 'mobile']);
  });

  test('nothing awaited: the thanks has no steps to finish', () => {
    const { request } = postedRequest(route, 'saved', 'en');
    const root = receive(pages.render(request), route.path);
    expect(within(root).queryByText(CONTACT_UNTIL_CONFIRMED)).not.toBeInTheDocument();
    expect(within(root).queryByText(/^To finish, confirm/)).not.toBeInTheDocument();
  });
});

// Issue 36: without the app the attestation's email box cannot appear when "Email me a confirmation" is ticked, so the
// drawn page has it all along; a post with the box ticked is answered as the app would answer it.
describe('an attestation posted with "Email me a confirmation"', () => {
  const route = PORTAL_ROUTES.find((candidate) => candidate.path === '/childhood') as PortalRoute;
  const emailBox = (root: HTMLElement, say: Translate) => within(root).getByRole('textbox', { name: say(ATTESTATION_FIELD_LABELS.receiptEmail) });
  const receiptBox = (root: HTMLElement, say: Translate) => within(root).getByRole('checkbox', { name: say(ATTESTATION_FIELD_LABELS.wantsReceipt) });

  /** The page for a post of the valid attestation with these receipt fields, at `step`. */
  function requestFor(step: Step, receipt: Fields, language: string): { request: PageRequest; values: PostedValues } {
    const values = formValuesFromPost(FORM_DESCRIPTORS.attestation.post.controls, { ...FORM_CASES.attestation.valid, ...receipt });
    const outcome: PostedStep =
      step === 'invalid'
        ? { step, errors: serverErrors('attestation', route, values, language) }
        : { step: 'saved', reference: FORM_CASES.attestation.reference, receivedAt: RECEIVED_AT, sent: FORM_CASES.attestation.record(values, route) };
    const posted: PostedForm = { kind: 'attestation', values: step === 'saved' ? {} : values, outcome };
    return { request: { url: route.path, language, config, notices: [], inMaintenance: false, posted }, values };
  }

  test.each(config.languages)('in %s, a blank form has the email box with its hint, not required', (language) => {
    const say = serverTranslate(language);
    const root = receive(pages.render({ url: route.path, language, config, notices: [], inMaintenance: false }), route.path);
    expect(receiptBox(root, say)).not.toBeChecked();
    expect(emailBox(root, say)).not.toBeRequired();
    expect(emailBox(root, say)).toHaveAccessibleDescription(say(RECEIPT_EMAIL_WITHOUT_APP_HINT));
  });

  test.each(config.languages)('in %s, ticked with an address that is no address: refused at the email box, kept ticked by the app', async (language) => {
    const say = serverTranslate(language);
    const { request } = requestFor('invalid', { wantsReceipt: 'on', receiptEmail: 'ada@example' }, language);
    const page = pages.render(request);
    const root = receive(page, route.path);
    const message = say('Enter an email address like name@example.org.');
    const summary = within(root).getByRole('region', { name: say(MISSING_INFORMATION.title) });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([message]);
    expect(receiptBox(root, say)).toBeChecked();
    expect(emailBox(root, say)).toHaveValue('ada@example');
    expect(emailBox(root, say)).toBeRequired();
    expect(emailBox(root, say)).toHaveAccessibleDescription(endingWith(message));

    await takeOver(page, root);
    // The app shows the box because it is ticked: the same box, still refused.
    expect(screen.getByRole('checkbox', { name: say(ATTESTATION_FIELD_LABELS.wantsReceipt) })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: say(ATTESTATION_FIELD_LABELS.receiptEmail) })).toHaveAccessibleDescription(endingWith(message));
  });

  test.each(config.languages)('in %s, saved: the thanks says where the confirmation goes', (language) => {
    const say = serverTranslate(language);
    const { request } = requestFor('saved', { wantsReceipt: 'on', receiptEmail: ' ada@example.org ' }, language);
    const root = receive(pages.render(request), route.path);
    expect(within(root).getByText(say(ATTESTATION_RECEIPT_EMAILED, { email: 'ada@example.org' }))).toBeInTheDocument();
  });

  test('an address typed without the tick is not kept, and the thanks promises nothing', () => {
    const { request } = requestFor('saved', { receiptEmail: 'ada@example.org' }, 'en');
    expect((request.posted?.outcome as Extract<PostedStep, { step: 'saved' }>).sent).toMatchObject({ wantsReceipt: false, receiptEmail: '' });
    const root = receive(pages.render(request), route.path);
    expect(within(root).queryByText(/We are sending a confirmation/)).not.toBeInTheDocument();
  });
});
