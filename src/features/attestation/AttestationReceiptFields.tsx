// Issue 36: "Email me a confirmation" on the attestation, and the email box it asks for. The box appears only once ticked
// while the app runs the page; drawn for any browser (no scripts to show it on a tick), it is always there, and says so.
import { Field, formValueSelector } from 'redux-form';
import { CheckboxField, type CheckboxFieldConfig } from '../../components/CheckboxField';
import { TextField, type TextFieldConfig } from '../../components/TextField';
import { fieldInputId } from '../../components/fieldIds';
import { useAppSelector, useTranslate } from '../../core/hooks';
import type { RootState } from '../../core/rootState';
import { ATTESTATION_FIELD_LABELS, RECEIPT_EMAIL_WITHOUT_APP_HINT, RECEIPT_HINT } from './attestationMessages';
import { ATTESTATION_FORM } from './attestationSlice';
import { useReceiptsOffered } from '../../forms/useReceiptsOffered';

const attestationValue = formValueSelector(ATTESTATION_FORM);

function selectReceiptAsked(state: RootState): boolean {
  return attestationValue(state, 'wantsReceipt') === true;
}

/** What the box shows: always in the page, so the box can name it (aria-controls) whether it is shown or not. */
const RECEIPT_EMAIL_AREA_ID = fieldInputId(ATTESTATION_FORM, 'receiptEmailArea');

export function AttestationReceiptFields() {
  const tr = useTranslate();
  const asked = useAppSelector(selectReceiptAsked);
  // Read here, not through a selector of appSlice.ts: every page's first load carries that module, and only forms read it.
  const interactive = useAppSelector((state) => state.app.interactive);
  const offered = useReceiptsOffered();
  const labels = ATTESTATION_FIELD_LABELS;
  if (!offered) return null;
  return (
    <>
      <Field<CheckboxFieldConfig>
        name="wantsReceipt"
        component={CheckboxField}
        label={tr(labels.wantsReceipt)}
        hint={tr(RECEIPT_HINT)}
        // Without the app nothing is revealed: the email box is there all along.
        reveals={interactive ? { id: RECEIPT_EMAIL_AREA_ID, shown: asked } : undefined}
      />
      <div id={RECEIPT_EMAIL_AREA_ID}>
        {(asked || !interactive) && (
          <Field<TextFieldConfig>
            name="receiptEmail"
            component={TextField}
            label={tr(labels.receiptEmail)}
            // Required once asked for; before that (a page drawn for any browser), its hint says when it is read.
            required={asked}
            hint={interactive ? undefined : tr(RECEIPT_EMAIL_WITHOUT_APP_HINT)}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
        )}
      </div>
    </>
  );
}
