// ChoiceFieldset: the fieldset under CheckboxFieldset and RadioGroupField: legend, hint, error, stacked or side by side.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { ChoiceFieldset } from '../../src/components/ChoiceFieldset';

const LEGEND = 'Does this provider offer gender-affirming services?';

function choices(name: string, options: string[]) {
  return options.map((option) => (
    <label key={option} className="radio-choice">
      <input type="radio" name={name} value={option} />
      <span>{option}</span>
    </label>
  ));
}

const meta = {
  title: 'Components/ChoiceFieldset',
  component: ChoiceFieldset,
  args: { legend: LEGEND, hintId: 'story-hint', errorId: 'story-error', required: true, inline: true, children: choices('offered', ['Yes', 'No']) },
} satisfies Meta<typeof ChoiceFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, a short Yes / No; the star is for the eye only. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: LEGEND });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

/** One under another, with a hint that describes the group. */
export const StackedWithHint: Story = {
  args: { inline: false, hint: 'Choose the one that applies today.', children: choices('answer', ['Yes', 'No', 'Not sure']) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: LEGEND });
    await expect(group).toHaveAccessibleDescription('Choose the one that applies today.');
  },
};

/** After a failed submit: the error is shown, the group is invalid and its description carries the error. */
export const WithError: Story = {
  args: { error: 'Choose Yes or No.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: LEGEND });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose Yes or No.'));
  },
};
