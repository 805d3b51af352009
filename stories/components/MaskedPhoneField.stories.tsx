// MaskedPhoneField states: empty, filled, invalid (incomplete), and the mask formatting digits as they are typed.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from 'redux-form';
import { MaskedPhoneField, type MaskedPhoneFieldConfig, type MaskedPhoneFieldOwnProps } from '../../src/components/MaskedPhoneField';
import { withReduxForm, type ReduxFormHarnessOptions } from '../../support/ReduxFormHarness';
import { PHONE_FORMAT_MESSAGE, validatePhone } from '../../support/storyValidators';

function MaskedPhoneFieldInForm({ name, ...props }: MaskedPhoneFieldOwnProps & { name: string }) {
  return <Field<MaskedPhoneFieldConfig> name={name} component={MaskedPhoneField} {...props} />;
}

const meta = {
  title: 'Components/MaskedPhoneField',
  component: MaskedPhoneFieldInForm,
  decorators: [withReduxForm],
  args: { name: 'mobileNumber', label: 'Mobile Phone Number' },
  parameters: { reduxForm: { validate: validatePhone } satisfies ReduxFormHarnessOptions },
} satisfies Meta<typeof MaskedPhoneFieldInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  parameters: { reduxForm: { validate: validatePhone, initialValues: { mobileNumber: '(562) 555-0199' } } satisfies ReduxFormHarnessOptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Mobile Phone Number')).toHaveValue('(562) 555-0199');
  },
};

export const Required: Story = {
  name: 'Required (a contact by text or call was chosen)',
  args: { required: true },
};

export const Invalid: Story = {
  args: { required: true },
  parameters: {
    reduxForm: { validate: validatePhone, initialValues: { mobileNumber: '(562) 55' }, touched: ['mobileNumber'] } satisfies ReduxFormHarnessOptions,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mobile Phone Number');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(PHONE_FORMAT_MESSAGE);
  },
};

export const Typing: Story = {
  name: 'Typing digits fills the mask',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mobile Phone Number');
    await userEvent.click(input);
    await userEvent.keyboard('5625550199');
    await expect(input).toHaveValue('(562) 555-0199');
  },
};
