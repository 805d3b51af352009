// CheckboxField states: unchecked, checked, with a hint, disabled.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Field } from 'redux-form';
import { CheckboxField, type CheckboxFieldConfig, type CheckboxFieldOwnProps } from '../../src/components/CheckboxField';
import { withReduxForm, type ReduxFormHarnessOptions } from '../../support/ReduxFormHarness';

function CheckboxFieldInForm({ name, ...props }: CheckboxFieldOwnProps & { name: string }) {
  return <Field<CheckboxFieldConfig> name={name} component={CheckboxField} {...props} />;
}

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxFieldInForm,
  decorators: [withReduxForm],
  args: { name: 'textMessages', label: 'Text Messages' },
} satisfies Meta<typeof CheckboxFieldInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Text Messages' })).not.toBeChecked();
  },
};

export const Checked: Story = {
  parameters: { reduxForm: { initialValues: { textMessages: true } } satisfies ReduxFormHarnessOptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Text Messages' })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'No charge; carrier message and data rates may apply.' },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { reduxForm: { initialValues: { textMessages: true } } satisfies ReduxFormHarnessOptions },
};
