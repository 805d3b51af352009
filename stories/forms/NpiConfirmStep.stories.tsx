// NpiConfirmStep (issue 34): the NPI's confirm question drawn on the page, where a browser that sent the form itself
// (without the app) answers it. Yes and No are the buttons of a plain form that posts everything typed again, as
// hidden fields; the pages draw it in place of their form (the TGI survey's and the attestations' NpiNotFoundOnPage).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import type { PreloadedState } from '../../src/app/store';
import { POST_FIELDS } from '../../src/domain/formPost';
import { ATTESTATION_FORM } from '../../src/features/attestation/attestationSlice';
import { TGI_FORM } from '../../src/features/tgi/tgiSlice';
import { NpiConfirmStep } from '../../src/forms/NpiConfirmStep';

type Canvas = ReturnType<typeof within>;

// 1234567890 has a wrong check digit: the look-up does not find it.
const TGI_VALUES = {
  providerLastName: 'Okafor',
  providerFirstName: 'Amara',
  individualNPI: '1234567890',
  fullNameOfPersonCompletingSurvey: 'Jo Lee',
  titleOfPersonCompletingSurvey: 'Manager',
  email: 'jo@example.org',
  phoneNumber: '(916) 555-0100',
  isGenderAffirmingServicesOffered: 'Yes',
};
const ATTESTATION_VALUES = { firstName: 'Ada', lastName: 'Núñez', individualNPI: '1234567890', title: 'Physician', organization: 'Harbor Clinic' };

/** The form's values as a page drawn for the post holds them (no field registered: the form is not drawn); N/A unticked. */
const tgiStore = { form: { [TGI_FORM]: { registeredFields: [], values: TGI_VALUES } } } satisfies PreloadedState;
const attestationStore = { form: { [ATTESTATION_FORM]: { registeredFields: [], values: { ...ATTESTATION_VALUES, npiApplicable: false } } } } satisfies PreloadedState;

/** The words of the question in each language of the toolbar (docs/screens.md#dialogs; the catalogs' Spanish). */
const QUESTION = {
  en: { title: 'Confirm', message: 'NPI you entered is not valid, do you still want to submit?', yes: 'Yes', no: 'No' },
  es: { title: 'Confirmar', message: 'El NPI que escribió no es válido. ¿Desea enviarlo de todos modos?', yes: 'Sí', no: 'No' },
} as const;

/**
 * The question under its heading, which has the focus; Yes and No submit the form with `_npi` set to yes or no; every
 * value typed goes again as a hidden field (an unticked box not at all), with the page's language.
 */
async function expectQuestion(canvas: Canvas, language: keyof typeof QUESTION, values: Record<string, string>) {
  const words = QUESTION[language];
  const step: HTMLElement = canvas.getByRole('form', { name: words.title });
  await expect(step).toHaveAttribute('method', 'post');
  const heading = within(step).getByRole('heading', { name: words.title });
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(within(step).getByText(words.message)).toBeInTheDocument();
  await expect(within(step).getAllByRole('button').map((button) => button.textContent)).toEqual([words.yes, words.no]);
  for (const [label, value] of [
    [words.yes, 'yes'],
    [words.no, 'no'],
  ] as const) {
    const button = within(step).getByRole('button', { name: label });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toHaveAttribute('name', POST_FIELDS.npiAnswer);
    await expect(button).toHaveAttribute('value', value);
  }
  const pageFields: readonly string[] = Object.values(POST_FIELDS);
  const hidden = [...step.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
  await expect(Object.fromEntries(hidden.filter((input) => !pageFields.includes(input.name)).map((input) => [input.name, input.value]))).toEqual(values);
  await expect(hidden.find((input) => input.name === POST_FIELDS.language)).toHaveValue(language);
  // Only the question: no box to type in.
  await expect(within(step).queryAllByRole('textbox')).toEqual([]);
}

const meta = {
  title: 'Forms/NpiConfirmStep',
  component: NpiConfirmStep,
  args: { form: TGI_FORM },
  parameters: { store: tgiStore },
} satisfies Meta<typeof NpiConfirmStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A TGI survey whose NPI was not found: the question, and the eight answers ready to go again with Yes or No. */
export const TgiSurvey: Story = {
  play: async ({ canvasElement }) => {
    await expectQuestion(within(canvasElement), 'en', TGI_VALUES);
  },
};

/** An attestation whose NPI was not found: its five boxes go again; N/A, unticked, is not sent. */
export const Attestation: Story = {
  args: { form: ATTESTATION_FORM },
  parameters: { store: attestationStore },
  play: async ({ canvasElement }) => {
    await expectQuestion(within(canvasElement), 'en', ATTESTATION_VALUES);
  },
};

/** The TGI survey's question in Spanish: the question and its answers in the page's language, which the post carries. */
export const TgiSurveyInSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    await expectQuestion(within(canvasElement), 'es', TGI_VALUES);
  },
};

/** The attestation's question in Spanish. */
export const AttestationInSpanish: Story = {
  args: { form: ATTESTATION_FORM },
  parameters: { store: attestationStore },
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    await expectQuestion(within(canvasElement), 'es', ATTESTATION_VALUES);
  },
};
