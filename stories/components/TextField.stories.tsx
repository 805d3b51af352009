// TextField states for designers: empty, filled, required, with an error, disabled, with a hint.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from 'redux-form';
import { TextField, type TextFieldConfig, type TextFieldOwnProps } from '../../src/components/TextField';
import { requiredMessage } from '../../src/domain/messages';
import { withReduxForm, type ReduxFormHarnessOptions } from '../../support/ReduxFormHarness';
import { requireFields } from '../../support/storyValidators';

/** The adapter as a form uses it: inside a redux-form Field. */
function TextFieldInForm({ name, ...props }: TextFieldOwnProps & { name: string }) {
  return <Field<TextFieldConfig> name={name} component={TextField} {...props} />;
}

const meta = {
  title: 'Components/TextField',
  component: TextFieldInForm,
  decorators: [withReduxForm],
  args: { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
} satisfies Meta<typeof TextFieldInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  parameters: { reduxForm: { initialValues: { firstName: 'Maria' } } satisfies ReduxFormHarnessOptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('First Name')).toHaveValue('Maria');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('First Name')).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: { required: true },
  parameters: {
    reduxForm: { validate: requireFields({ firstName: 'First Name' }), touched: ['firstName'] } satisfies ReduxFormHarnessOptions,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('First Name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(requiredMessage('First Name'));
  },
};

export const ErrorAfterLeavingEmpty: Story = {
  name: 'Error appears on leaving the field',
  args: { required: true },
  parameters: { reduxForm: { validate: requireFields({ firstName: 'First Name' }) } satisfies ReduxFormHarnessOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(requiredMessage('First Name'))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('First Name'));
    await userEvent.tab();
    await expect(canvas.getByText(requiredMessage('First Name'))).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { name: 'memberId', label: 'Member ID', hint: 'As printed on your member card.', autoComplete: 'off' },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { reduxForm: { initialValues: { firstName: 'Maria' } } satisfies ReduxFormHarnessOptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('First Name')).toBeDisabled();
  },
};
