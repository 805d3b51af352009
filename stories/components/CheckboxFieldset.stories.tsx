// CheckboxFieldset: one question answered with several boxes, named by its legend, with its hint and its error.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Checkbox } from 'antd';
import { CheckboxFieldset } from '../../src/components/CheckboxFieldset';

const LEGEND = 'How would you like to receive information and notices?';
const HINT = 'Choose all that apply.';
const ERROR = 'Choose at least one way for us to contact you.';
const OPTIONS = ['Emails', 'Text Messages', 'Pre-recorded Calls', 'Phone Calls'];

const meta = {
  title: 'Components/CheckboxFieldset',
  component: CheckboxFieldset,
  args: {
    legend: LEGEND,
    hint: HINT,
    idBase: 'story-options',
    required: true,
    // Plain antd boxes: the fieldset does not care what holds their state.
    children: OPTIONS.map((option) => <Checkbox key={option}>{option}</Checkbox>),
  },
} satisfies Meta<typeof CheckboxFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group named by its legend (the star is for the eye only), its hint as its description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: LEGEND });
    await expect(group).toHaveAccessibleDescription(HINT);
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(OPTIONS);
    await expect(canvas.queryByText(ERROR)).not.toBeInTheDocument();
  },
};

/** After a failed submit: the error under the hint, announced with the group. */
export const WithError: Story = {
  args: { error: ERROR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: LEGEND });
    await expect(group).toHaveAccessibleDescription(`${HINT} ${ERROR}`);
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(ERROR)).toBeInTheDocument();
  },
};
