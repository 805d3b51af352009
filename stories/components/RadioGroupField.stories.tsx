// RadioGroupField: one question answered by one of a few choices (the TGI survey's Yes / No), as a form uses it.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from 'redux-form';
import { RadioGroupField, type RadioGroupFieldConfig, type RadioGroupFieldOwnProps } from '../../src/components/RadioGroupField';
import { withReduxForm, type ReduxFormHarnessOptions } from '../../support/ReduxFormHarness';

const LEGEND = 'Does this provider offer gender-affirming services?';
const ERROR = 'Choose Yes or No.';

function RadioGroupInForm({ name, ...props }: RadioGroupFieldOwnProps & { name: string }) {
  return <Field<RadioGroupFieldConfig> name={name} component={RadioGroupField} {...props} />;
}

const meta = {
  title: 'Components/RadioGroupField',
  component: RadioGroupInForm,
  decorators: [withReduxForm],
  args: { name: 'offered', legend: LEGEND, options: ['Yes', 'No'], required: true },
} satisfies Meta<typeof RadioGroupInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the question names the group; arrow keys move between the choices once one has focus. */
export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: LEGEND });
    const [yes, no] = within(group).getAllByRole('radio');
    await expect(yes).not.toBeChecked();
    await expect(no).not.toBeChecked();
    await userEvent.click(within(group).getByText('No'));
    await expect(no).toBeChecked();
  },
};

/** An answer given: the chosen radio is checked. */
export const Answered: Story = {
  parameters: { reduxForm: { initialValues: { offered: 'Yes' } } satisfies ReduxFormHarnessOptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Yes' })).toBeChecked();
  },
};

/** Left unanswered after a submit: the group says why, and the error is part of its description. */
export const WithError: Story = {
  parameters: {
    reduxForm: { validate: (values) => (values.offered ? {} : { offered: ERROR }), touched: ['offered'] } satisfies ReduxFormHarnessOptions,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: LEGEND });
    await expect(group).toHaveAccessibleDescription(expect.stringContaining(ERROR));
  },
};
