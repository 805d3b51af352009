// PortalForm (src/forms/PortalForm.tsx): what every form of the portal is made of, written once: the <form> the browser
// can post by itself (issue 34), its hidden fields, its Submit, and a record's required text fields (RecordTextField),
// under portalReduxForm. Shown here with two fields of the attestation record and its own rules.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { InjectedFormProps } from 'redux-form';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslate } from '../../src/core/hooks';
import { ATTESTATION_FIELD_LABELS, type AttestationFormValues } from '../../src/domain/attestation';
import { validateAttestationForm } from '../../src/features/attestation/attestationValidation';
// redux-form's reducer joins the story's store, as it joins a page's with the form's chunk.
import '../../src/forms/formReducer';
import { PortalForm, portalReduxForm, RecordTextField } from '../../src/forms/PortalForm';
import { validateInLanguage, type LanguageProps } from '../../src/forms/validateInLanguage';

interface DemoProps extends LanguageProps {
  submitState: { disabled: boolean; busy: boolean };
}

function DemoFields({ handleSubmit, submitState }: DemoProps & InjectedFormProps<AttestationFormValues, DemoProps>) {
  const tr = useTranslate();
  return (
    <PortalForm name="Sign an attestation" onSubmit={handleSubmit} submit={{ label: tr('DONE'), ...submitState }}>
      <RecordTextField labels={ATTESTATION_FIELD_LABELS} name="firstName" autoComplete="given-name" />
      <RecordTextField labels={ATTESTATION_FIELD_LABELS} name="lastName" autoComplete="family-name" />
    </PortalForm>
  );
}

const DemoForm = portalReduxForm<AttestationFormValues, DemoProps>({ form: 'portalFormStory', validate: validateInLanguage(validateAttestationForm) })(DemoFields);

function PortalFormDemo({ disabled, busy }: { disabled: boolean; busy: boolean }) {
  const tr = useTranslate();
  return <DemoForm tr={tr} submitState={{ disabled, busy }} onSubmit={() => undefined} />;
}

const meta = {
  title: 'Forms/PortalForm',
  component: PortalForm,
  render: (args) => <PortalFormDemo disabled={args.submit.disabled} busy={args.submit.busy} />,
  args: { name: 'Sign an attestation', onSubmit: () => undefined, submit: { label: 'DONE', disabled: false, busy: false }, children: null },
  parameters: { route: '/attestation' },
} satisfies Meta<typeof PortalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: a form the browser posts to its route's own address, its fields required, Submit ready. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Sign an attestation' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/attestation');
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toBeRequired();
    await expect(canvas.getByRole('button', { name: /DONE|LISTO/ })).toBeEnabled();
  },
};

/** Sent with nothing typed: each field says the record's own message. */
export const RefusedSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /DONE|LISTO/ }));
    await expect(await canvas.findByRole('textbox', { name: /First Name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Last Name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the submission is under way: Submit says it is busy and refuses a second press. */
export const Busy: Story = {
  args: { submit: { label: 'DONE', disabled: true, busy: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /DONE|LISTO/ })).toHaveAttribute('aria-busy', 'true');
  },
};
