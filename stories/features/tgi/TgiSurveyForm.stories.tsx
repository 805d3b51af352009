// The TGI survey form on its own, as its page draws it inside the step (the page's stories show the rest): its fields
// in order with their hints, and each field's own message after a refused submit.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { TgiSurveyForm } from '../../../src/features/tgi/TgiSurveyForm';

const TEXT_FIELDS = [
  'Provider Last Name',
  'Provider First Name',
  'Individual NPI',
  'Full Name of Person Completing Survey',
  'Title of Person Completing Survey',
  'Email',
  'Phone Number',
];

const meta = {
  title: 'Features/TGI/TgiSurveyForm',
  component: TgiSurveyForm,
} satisfies Meta<typeof TgiSurveyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: the seven entered fields in the survey's order, the Yes/No question unanswered, Submit on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of TEXT_FIELDS) await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    await expect(canvas.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** A submit of the blank form: every entered field says it is required, beside itself. */
export const SubmittedBlank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    for (const name of TEXT_FIELDS) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAccessibleDescription(new RegExp(`${name} is required\\.$`));
    }
  },
};
