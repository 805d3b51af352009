// FormStepper: the single vertical step that frames each form, on a wide screen and on a 360px phone.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Field } from 'redux-form';
import { FormStepper } from '../../src/components/FormStepper';
import { TextField, type TextFieldConfig } from '../../src/components/TextField';
import { withReduxForm } from '../../support/ReduxFormHarness';

const meta = {
  title: 'Components/FormStepper',
  component: FormStepper,
  decorators: [withReduxForm],
  args: {
    stepTitle: 'Sign the attestation',
    children: (
      <>
        <p>Please sign by completing the boxes below.</p>
        <Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" required />
        <Field<TextFieldConfig> name="lastName" component={TextField} label="Last Name" required />
      </>
    ),
  },
} satisfies Meta<typeof FormStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign the attestation' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('First Name')).toBeInTheDocument();
  },
};

/** The 360px phone of preview.tsx's viewports: the step's content must not overflow sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
