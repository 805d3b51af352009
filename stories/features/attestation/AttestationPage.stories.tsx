// Every state of an attestation screen (docs/screens.md and docs/states.md): the four trainings, errors, NPI lookup (its dialog, or
// the question on the page for an attestation posted without the app), N/A, thanks, failures.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialogHost } from '../../../src/app/ConfirmDialogHost';
import type { PreloadedState } from '../../../src/app/store';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import AttestationPage from '../../../src/features/attestation/AttestationPage';
import { buildAttestationRecord } from '../../../src/domain/attestation';
import { IDLE_ATTESTATION_FLOW, initialAttestationState, type AttestationFormKey } from '../../../src/features/attestation/attestationSlice';
import { ToastHost } from '../../../src/features/toasts/ToastHost';
import { defaultHandlers } from '../../../mocks/handlers';
import { scenarios } from '../../../mocks/scenarios';

type Canvas = ReturnType<typeof within>;

const PLAN = DEMO_PORTAL_CONFIG.planName;
const CHILDHOOD_TITLE = 'Childhood Lead Poison Prevention Program Provider Training';
const MISSING_INFORMATION_TEXT = 'You have entered invalid or incomplete information. Please correct any errors and try again.';
// A provider form gives the provider services line, not the members' support line.
const SUPPORT_PHONE = { name: '(800) 555-0122', href: 'tel:+18005550122' };

const FORM_KEYS: AttestationFormKey[] = ['childhood', 'oralhealth', 'deiprovidertraining', 'stateTraining'];

const SAMPLE = { firstName: 'Ada', lastName: 'Lovelace', npi: '1234567893', title: 'Physician', organization: 'Harbor Clinic' };

/** Types a complete attestation, as a provider would; `npi: ''` leaves the NPI empty. */
async function fillIn(canvas: Canvas, npi: string = SAMPLE.npi) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), SAMPLE.firstName);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), SAMPLE.lastName);
  if (npi) await userEvent.type(canvas.getByRole('textbox', { name: 'Individual NPI' }), npi);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), SAMPLE.title);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Organization' }), SAMPLE.organization);
}

// While busy, antd puts its spinner (named "loading") in front of the label.
const doneButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^(loading )?DONE$/ });

/** Announced once: the page's own notice is read, no error toast repeats it. The list is hidden while empty. */
async function expectNoErrorToast(canvas: Canvas) {
  await expect(canvas.getByRole('list', { name: 'Error messages', hidden: true })).toBeEmptyDOMElement();
}

/** The scenario first, then the healthy defaults: msw answers with the first handler that matches. */
function network(...scenario: (typeof defaultHandlers)[number][]) {
  return { msw: { handlers: [...scenario, ...defaultHandlers] } };
}

const meta = {
  title: 'Features/Attestation/AttestationPage',
  component: AttestationPage,
  args: { formKey: 'childhood' },
  argTypes: { formKey: { control: 'select', options: FORM_KEYS } },
  // The page plus the shell's toast and dialog hosts, which the flow talks to through the store.
  render: (args) => (
    <>
      <AttestationPage {...args} />
      <ToastHost />
      <ConfirmDialogHost />
    </>
  ),
} satisfies Meta<typeof AttestationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each attestation route: its training title as the page heading, and its attestation sentence. */
async function expectTitleAndSentence(canvas: ReturnType<typeof within>, title: string, sentence: string) {
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await expect(canvas.getByText(sentence)).toBeInTheDocument();
}

/** /childhood: the default attestation sentence, with the training's title and the plan's name. */
export const Childhood: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitleAndSentence(canvas, CHILDHOOD_TITLE, `I attest to reviewing the training modules on the ${CHILDHOOD_TITLE} sponsored by ${PLAN}. Please sign by completing the boxes below`);
    await expect(doneButton(canvas)).toBeEnabled();
  },
};

/** /oralhealth: the default sentence for the oral health training. */
export const OralHealth: Story = {
  args: { formKey: 'oralhealth' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitleAndSentence(canvas, 'Oral Health & Topical Fluoride Application Training', `I attest to reviewing the training modules on the Oral Health & Topical Fluoride Application Training sponsored by ${PLAN}. Please sign by completing the boxes below`);
  },
};

/** /deiprovidertraining: the one route with its own attestation sentence. */
export const Dei: Story = {
  args: { formKey: 'deiprovidertraining' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitleAndSentence(canvas, 'DEI Provider Training Program', `I attest to my organization completing the DEI Provider Training Program sponsored by ${PLAN}. Please sign by completing the boxes below`);
  },
};

/** /attestation: the state children-and-teens training, whose record name is fixed. */
export const StateTraining: Story = {
  args: { formKey: 'stateTraining' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitleAndSentence(canvas, 'Medi-Cal for Kids & Teens Provider Training', `I attest to reviewing the training modules on the Medi-Cal for Kids & Teens Provider Training sponsored by ${PLAN}. Please sign by completing the boxes below`);
  },
};

/** Every box completed, ready for DONE. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Individual NPI' })).toHaveValue(SAMPLE.npi);
    await expect(canvas.queryByRole('region', { name: 'Missing Information' })).not.toBeInTheDocument();
  },
};

/** DONE on an empty form: the focused Missing Information summary, each entry a link to its field; no toast repeats it. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(doneButton(canvas));
    const summary = await canvas.findByRole('region', { name: 'Missing Information' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(MISSING_INFORMATION_TEXT);
    await expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Individual NPI is required.',
      'Title is required.',
      'Organization is required.',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Individual NPI is required.' }));
    await expect(canvas.getByRole('textbox', { name: 'Individual NPI' })).toHaveFocus();
    await expectNoErrorToast(canvas);
  },
};

/** The NPI lookup under way (a slow back end): DONE is disabled and shows its spinner. */
export const CheckingNpi: Story = {
  parameters: network(...scenarios.slow),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(doneButton(canvas));
    // Busy and unavailable, yet focusable: the keyboard's focus stays on it through the wait (issue 18).
    await waitFor(() => expect(doneButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await expect(doneButton(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(doneButton(canvas)).toHaveFocus();
  },
};

/** N/A ticked on a slow back end: no lookup, straight to saving, DONE busy. */
export const Saving: Story = {
  parameters: network(...scenarios.slow),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, '');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'N/A' }));
    await userEvent.click(doneButton(canvas));
    // Busy and unavailable, yet focusable: the keyboard's focus stays on it through the wait (issue 18).
    await waitFor(() => expect(doneButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await expect(doneButton(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(doneButton(canvas)).toHaveFocus();
  },
};

/** The lookup answers "not found": the Confirm dialog asks whether to submit anyway (Yes / No). */
export const NpiNotFound: Story = {
  parameters: network(...scenarios.npiNotFound),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, '1234567890');
    await userEvent.click(doneButton(canvas));
    // antd renders the dialog in a portal on the page's body, outside the story's canvas.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirm' });
    await expect(dialog).toHaveTextContent('NPI you entered is not valid, do you still want to submit?');
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await expect(doneButton(canvas)).toBeDisabled();
  },
};

/**
 * Issue 34: the page the server draws for an attestation the browser posted itself whose NPI it does not know (the flow
 * awaiting the answer, no dialog open): the question on the page, in place of the sentence and the form, with Yes and
 * No as the buttons of a plain form that sends every box again. The app asks in its dialog instead (NpiNotFound).
 */
export const NpiNotFoundOnPage: Story = {
  parameters: {
    store: {
      app: { interactive: false },
      attestation: { ...initialAttestationState, childhood: { ...IDLE_ATTESTATION_FLOW, status: 'awaitingConfirm' } },
      form: {
        attestation: {
          registeredFields: [],
          values: { firstName: SAMPLE.firstName, lastName: SAMPLE.lastName, individualNPI: '1234567890', npiApplicable: false, title: SAMPLE.title, organization: SAMPLE.organization },
        },
      },
    } satisfies PreloadedState,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: CHILDHOOD_TITLE })).toBeInTheDocument();
    const step = canvas.getByRole('form', { name: 'Confirm' });
    await waitFor(() => expect(within(step).getByRole('heading', { name: 'Confirm' })).toHaveFocus());
    await expect(within(step).getByText('NPI you entered is not valid, do you still want to submit?')).toBeInTheDocument();
    await expect(within(step).getByRole('button', { name: 'Yes' })).toHaveAttribute('value', 'yes');
    await expect(within(step).getByRole('button', { name: 'No' })).toHaveAttribute('value', 'no');
    for (const button of within(step).getAllByRole('button')) await expect(button).toHaveAttribute('name', '_npi');
    // Every box goes again with Yes or No; N/A, unticked, is not sent.
    const sent = [...step.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].filter((input) => !input.name.startsWith('_')).map((input) => [input.name, input.value]);
    await expect(Object.fromEntries(sent)).toEqual({
      firstName: SAMPLE.firstName,
      lastName: SAMPLE.lastName,
      individualNPI: '1234567890',
      title: SAMPLE.title,
      organization: SAMPLE.organization,
    });
    // In place of the attestation sentence and the form, and not as the dialog.
    await expect(canvas.queryByText(/^I attest to reviewing/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Attestation' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /DONE$/ })).not.toBeInTheDocument();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expectNoErrorToast(canvas);
  },
};

/** N/A ticked: the NPI box is emptied and disabled, and no longer required. */
export const NotApplicable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const npi = canvas.getByRole('textbox', { name: 'Individual NPI' });
    await userEvent.type(npi, '12345');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'N/A' }));
    await expect(canvas.getByRole('checkbox', { name: 'N/A' })).toBeChecked();
    await expect(npi).toBeDisabled();
    await expect(npi).toHaveValue('');
    await expect(npi).not.toBeRequired();
  },
};

const RECEIPT_BOX = 'Email me a confirmation';
const EMAIL_BOX = 'Email address';

/**
 * Issue 36: "Email me a confirmation" ticked shows the email box right after it, focus left on the box; DONE with an
 * address that is no address: the message beside the box and in the summary.
 */
export const ReceiptEmailError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    const receipt = canvas.getByRole('checkbox', { name: RECEIPT_BOX });
    await expect(receipt).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: EMAIL_BOX })).not.toBeInTheDocument();
    await userEvent.click(receipt);
    await expect(receipt).toHaveFocus();
    await expect(receipt).toHaveAttribute('aria-expanded', 'true');
    const email = canvas.getByRole('textbox', { name: EMAIL_BOX });
    await expect(email).toBeRequired();
    await userEvent.type(email, 'ada@example');
    await userEvent.click(doneButton(canvas));
    const summary = await canvas.findByRole('region', { name: 'Missing Information' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Enter an email address like name@example.org.']);
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.org.');
  },
};

/**
 * Issue 36: the page as drawn for a browser that may not run the app: nothing can show the email box on a tick, so it is
 * there all along, not required, and its hint says when it is read.
 */
export const ReceiptWithoutApp: Story = {
  parameters: { store: { app: { interactive: false } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: RECEIPT_BOX })).not.toBeChecked();
    const email = canvas.getByRole('textbox', { name: EMAIL_BOX });
    await expect(email).not.toBeRequired();
    await expect(email).toHaveAccessibleDescription('Needed only if you tick Email me a confirmation.');
  },
};

/** Received a moment ago, so the stories show the friendly "Today at …" on any day they are opened. */
const RECEIVED_AT = new Date().toISOString();
const TODAY_AT = /^Today at \d{1,2}:\d{2} (AM|PM)$/;
const SAVED_FLOW = {
  ...IDLE_ATTESTATION_FLOW,
  status: 'saved',
  reference: 'ATT-000123',
  receivedAt: RECEIVED_AT,
  sent: buildAttestationRecord(
    { firstName: SAMPLE.firstName, lastName: SAMPLE.lastName, individualNPI: SAMPLE.npi, title: SAMPLE.title, organization: SAMPLE.organization },
    'Yes',
    'childhood',
    new Date(RECEIVED_AT),
  ),
} as const;

const savedState = {
  attestation: { ...initialAttestationState, childhood: SAVED_FLOW },
} satisfies PreloadedState;

const THANKS_TEXT = `Thanks for reviewing the training modules on the ${CHILDHOOD_TITLE} sponsored by ${PLAN}`;
const TAB_KEPT_OPEN = 'Your attestation is saved. This tab can be closed now.';

/** The "What you sent" list, as label → value. */
function sentValues(canvas: Canvas): Record<string, string> {
  const list = canvas.getByRole('heading', { name: 'What you sent' }).nextElementSibling as HTMLElement;
  const terms = within(list).getAllByRole('term').map((term) => term.textContent ?? '');
  const definitions = within(list).getAllByRole('definition').map((definition) => definition.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index] ?? '']));
}

/** After a successful save: the thanks message, the server's reference, when it was received, what was sent, Close Window and Print. */
export const Saved: Story = {
  parameters: { store: savedState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: THANKS_TEXT })).toBeInTheDocument();
    await expect(canvas.getByText('ATT-000123')).toBeInTheDocument();
    await expect(canvas.getByText(TODAY_AT)).toBeInTheDocument();
    await expect(sentValues(canvas)).toEqual({
      'First Name': SAMPLE.firstName,
      'Last Name': SAMPLE.lastName,
      'Individual NPI': SAMPLE.npi,
      Title: SAMPLE.title,
      Organization: SAMPLE.organization,
    });
    await expect(canvas.getByRole('button', { name: 'Close Window' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Print or save a copy' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Sign another attestation' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Attestation' })).not.toBeInTheDocument();
  },
};

/** Issue 36: saved with "Email me a confirmation" ticked: after the reference, where the confirmation goes. */
export const SavedWithReceipt: Story = {
  parameters: {
    store: {
      attestation: {
        ...initialAttestationState,
        childhood: { ...SAVED_FLOW, sent: { ...SAVED_FLOW.sent, wantsReceipt: true, receiptEmail: 'ada@example.org' } },
      },
    } satisfies PreloadedState,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: THANKS_TEXT })).toBeInTheDocument();
    const sentence = canvas.getByText('We are sending a confirmation to ada@example.org.');
    await expect(canvas.getByText('ATT-000123').compareDocumentPosition(sentence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/**
 * Close Window where the browser will not close the tab (it did not open it): a moment later the thanks is still
 * there, says the attestation is saved and the tab can be closed, and offers to sign another (docs/readings.md).
 */
export const CloseWindowRefused: Story = {
  parameters: { store: savedState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The story must not close Storybook's own window; this stands for a browser that refuses.
    const close = spyOn(window, 'close').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Close Window' }));
      await expect(close).toHaveBeenCalledTimes(1);
      await expect(await canvas.findByText(TAB_KEPT_OPEN)).toBeInTheDocument();
    } finally {
      close.mockRestore();
    }
    await expect(canvas.getByRole('heading', { name: THANKS_TEXT })).toBeInTheDocument();
    await expect(canvas.getByText('ATT-000123')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign another attestation' })).toBeEnabled();
  },
};

/** The tab kept open after Close Window; Sign another attestation gives a blank form with the cursor in First Name. */
export const TabKeptOpen: Story = {
  parameters: { store: { attestation: { ...initialAttestationState, childhood: { ...SAVED_FLOW, windowKeptOpen: true } } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TAB_KEPT_OPEN)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: THANKS_TEXT })).toBeInTheDocument();
    await expect(canvas.getByText('ATT-000123')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Close Window' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign another attestation' }));
    const firstName = await canvas.findByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveValue('');
    await expect(canvas.queryByRole('heading', { name: THANKS_TEXT })).not.toBeInTheDocument();
    await expect(doneButton(canvas)).toBeEnabled();
  },
};

/** The save fails (HTTP 500): a lasting System Error! notice with the apology and the support phone; everything typed stays, DONE is back. */
export const ServerError: Story = {
  parameters: network(...scenarios.attestationSaveFails500),
  play: async ({ canvasElement }) => {
    // A failed save is logged (logServiceFailure): asserted here, and kept off the console only while this story plays.
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const canvas = within(canvasElement);
      await fillIn(canvas);
      await userEvent.click(doneButton(canvas));
      const notice = await canvas.findByRole('region', { name: 'System Error!' });
      await waitFor(() => expect(notice).toHaveFocus());
      await expect(notice).toHaveTextContent('Sorry, we are unable to process your request at the moment. Please try again later.');
      await expect(within(notice).getByRole('link', { name: SUPPORT_PHONE.name })).toHaveAttribute('href', SUPPORT_PHONE.href);
      await waitFor(() => expect(doneButton(canvas)).toBeEnabled());
      await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue(SAMPLE.firstName);
      await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue(SAMPLE.lastName);
      await expect(canvas.getByRole('textbox', { name: 'Individual NPI' })).toHaveValue(SAMPLE.npi);
      await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(SAMPLE.title);
      await expect(canvas.getByRole('textbox', { name: 'Organization' })).toHaveValue(SAMPLE.organization);
      await expectNoErrorToast(canvas);
      await expect(consoleError).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
    } finally {
      consoleError.mockRestore();
    }
  },
};

/** The NPI lookup itself fails (HTTP 500): the System Error! notice gives the mapped HTTP error; nothing is lost. */
export const NpiCheckError: Story = {
  parameters: network(...scenarios.npiCheckFails500),
  play: async ({ canvasElement }) => {
    // A failed look-up is logged (logServiceFailure): asserted here, and kept off the console only while this story plays.
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const canvas = within(canvasElement);
      await fillIn(canvas);
      await userEvent.click(doneButton(canvas));
      const notice = await canvas.findByRole('region', { name: 'System Error!' });
      await waitFor(() => expect(notice).toHaveFocus());
      await expect(notice).toHaveTextContent('Internal Server Error');
      await expect(within(notice).getByRole('link', { name: SUPPORT_PHONE.name })).toHaveAttribute('href', SUPPORT_PHONE.href);
      await waitFor(() => expect(doneButton(canvas)).toBeEnabled());
      await expect(canvas.getByRole('textbox', { name: 'Individual NPI' })).toHaveValue(SAMPLE.npi);
      await expectNoErrorToast(canvas);
      await expect(consoleError).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
    } finally {
      consoleError.mockRestore();
    }
  },
};
