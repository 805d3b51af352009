// NpiField states: empty, filled, too short, not numeric, and N/A ticked (which empties and disables the input).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Fields } from 'redux-form';
import { NpiField, type NpiFieldOwnProps } from '../../src/components/NpiField';
import { npiMinLengthMessage, NPI_NUMERIC_MESSAGES } from '../../src/domain/npi';
import { withReduxForm, type ReduxFormHarnessOptions } from '../../support/ReduxFormHarness';
import { validateNpi } from '../../support/storyValidators';

const NPI_FIELDS = ['individualNPI', 'npiApplicable'];

function NpiFieldInForm(props: NpiFieldOwnProps) {
  return <Fields names={NPI_FIELDS} component={NpiField} {...props} />;
}

const harness = (options: Omit<ReduxFormHarnessOptions, 'validate'> = {}): ReduxFormHarnessOptions => ({ validate: validateNpi, ...options });

const meta = {
  title: 'Components/NpiField',
  component: NpiFieldInForm,
  decorators: [withReduxForm],
  args: { label: 'Individual NPI', notApplicableLabel: 'N/A' },
  parameters: { reduxForm: harness() },
} satisfies Meta<typeof NpiFieldInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Individual NPI')).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'N/A' })).toHaveAccessibleDescription('Individual NPI');
  },
};

export const Filled: Story = {
  parameters: { reduxForm: harness({ initialValues: { individualNPI: '1234567893', npiApplicable: false } }) },
};

export const WithHint: Story = {
  args: { hint: 'The 10-digit National Provider Identifier. Tick N/A if you have none.' },
};

export const ValidationError: Story = {
  name: 'Validation error (minimum length)',
  parameters: { reduxForm: harness({ initialValues: { individualNPI: '12345' }, touched: ['individualNPI'] }) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Individual NPI');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(npiMinLengthMessage());
  },
};

export const NotNumeric: Story = {
  parameters: { reduxForm: harness({ initialValues: { individualNPI: '12345abcde' }, touched: ['individualNPI'] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Individual NPI')).toHaveAccessibleDescription(NPI_NUMERIC_MESSAGES.attestation);
  },
};

export const NotApplicable: Story = {
  name: 'N/A ticked',
  parameters: { reduxForm: harness({ initialValues: { individualNPI: '12345' }, touched: ['individualNPI'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Individual NPI');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'N/A' }));
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-required');
    await expect(canvas.queryByText(npiMinLengthMessage())).not.toBeInTheDocument();
    await expect(canvas.queryByText('*')).not.toBeInTheDocument();
  },
};
