// ErrorSummary after a failed submit (focus lands on it, its links jump to the fields), and its empty state.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Field, Fields } from 'redux-form';
import { ErrorSummary } from '../../src/components/ErrorSummary';
import { fieldInputId } from '../../src/components/fieldIds';
import { NpiField } from '../../src/components/NpiField';
import { TextField, type TextFieldConfig } from '../../src/components/TextField';
import { MISSING_INFORMATION, requiredMessage } from '../../src/domain/messages';
import { npiMinLengthMessage } from '../../src/domain/npi';
import { HARNESS_FORM, withReduxForm, type HarnessValues, type ReduxFormHarnessOptions } from '../../support/ReduxFormHarness';
import { requireFields, validateNpi } from '../../support/storyValidators';

const validate = (values: HarnessValues) => ({ ...requireFields({ firstName: 'First Name' })(values), ...validateNpi(values) });

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  decorators: [withReduxForm],
  parameters: {
    reduxForm: { validate, initialValues: { individualNPI: '12345' }, touched: ['firstName', 'individualNPI'] } satisfies ReduxFormHarnessOptions,
  },
  args: {
    title: MISSING_INFORMATION.title,
    message: MISSING_INFORMATION.message,
    focusKey: 1,
    errors: [
      { fieldId: fieldInputId(HARNESS_FORM, 'firstName'), message: requiredMessage('First Name') },
      { fieldId: fieldInputId(HARNESS_FORM, 'individualNPI'), message: npiMinLengthMessage() },
    ],
  },
  // The summary sits above the fields it points to, as in a form after a failed submit.
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" required />
      <Fields names={['individualNPI', 'npiApplicable']} component={NpiField} label="Individual NPI" />
    </>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: MISSING_INFORMATION.title });
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: npiMinLengthMessage() }));
    await expect(canvas.getByLabelText('Individual NPI')).toHaveFocus();
  },
};

/**
 * Drawn by the server as the answer to a refused post (issue 34): the server's HTML carries `autofocus`, so the browser
 * focuses it as the page loads, scripts or not (in the browser React focuses it as it mounts, as here).
 */
export const DrawnForAnyBrowser: Story = {
  args: { focusOnLoad: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: MISSING_INFORMATION.title });
    await waitFor(() => expect(region).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { errors: [], focusKey: 0 },
  parameters: { reduxForm: {} satisfies ReduxFormHarnessOptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
