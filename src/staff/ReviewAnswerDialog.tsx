// "Review" of a changed answer (managers and admins): what the provider's office said when staff reached it through the
// contact details the plan already holds, and an optional note of whom they reached and how. Escape or Cancel closes it;
// a refusal keeps what was typed. Drawn only while open: the page hands focus on when it goes.
import { useId } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { ANSWER_REVIEW_OUTCOMES, ANSWER_REVIEW_TITLES, type AnswerChangeView, type AnswerReviewOutcome, type AnswerReviewRequest } from '../domain/staffAnswerChanges';
import { STAFF_NOTE_MAX_LENGTH } from '../domain/staffConsent';
import { useBodyScrollLock } from '../components/useBodyScrollLock';
import type { ReviewState } from './answerChangesSlice';
import { RadioFieldset } from './ChoiceFieldset';
import { failureText, formatDateTime } from './display';
import { tabRoundTo, useDialogDescription } from './dialogFocus';
import { FieldError, focusFieldInError } from './FieldError';
import { useServerFieldProblems } from './serverFieldProblems';
import { ROLE_REFUSED_TEXT } from './WithdrawalForm';

const FORM_NAME = 'review-answer';
const NOTE_TOO_LONG = `The note can be at most ${STAFF_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`;

export const OUTCOME_REQUIRED = "Choose what the provider's office said.";
export const ALREADY_REVIEWED_CODE = 'already-reviewed';

const OUTCOME_OPTIONS = ANSWER_REVIEW_OUTCOMES.map((outcome) => ({ value: outcome, label: ANSWER_REVIEW_TITLES[outcome] }));

interface ReviewValues {
  outcome?: AnswerReviewOutcome;
  note: string;
}

function RefusalAlert({ failure }: { failure: NonNullable<ReviewState['failure']> }) {
  if (failure.status === 400) return <Alert className="staff-alert" type="error" showIcon title="The review was not saved" description={failure.message ?? 'Check the answers marked above.'} />;
  if (failure.status === 403) return <Alert className="staff-alert" type="error" showIcon title={ROLE_REFUSED_TEXT} />;
  if (failure.status === 409 && failure.code === ALREADY_REVIEWED_CODE)
    return <Alert className="staff-alert" type="warning" showIcon title={failure.message ?? 'This change was reviewed already.'} />;
  return <Alert className="staff-alert" type="error" showIcon title="Saving the review failed. Nothing you typed is lost." description={failureText(failure)} />;
}

export interface ReviewAnswerDialogProps {
  change: AnswerChangeView;
  timeZone: string;
  state: ReviewState;
  onSubmit: (request: AnswerReviewRequest) => void;
  onCancel: () => void;
}

export function ReviewAnswerDialog({ change, timeZone, state, onSubmit, onCancel }: ReviewAnswerDialogProps) {
  const [form] = Form.useForm<ReviewValues>();
  const reference = change.change.reference;
  const descriptionId = useId();
  const { failure } = state;

  // antd's own lock writes a <style> without the page's nonce, which the CSP refuses (IdleWarningDialog.tsx says more).
  useBodyScrollLock(true);

  const describeDialog = useDialogDescription(descriptionId);
  // Cancel, the last button, hands Tab round to the first field.
  const wrapForward = tabRoundTo(FORM_NAME, 'outcome');
  useServerFieldProblems(form, FORM_NAME, failure, ['outcome', 'note']);

  const finish = ({ outcome, note }: ReviewValues) => {
    if (outcome) onSubmit({ outcome, note: note.trim() });
  };

  return (
    <Modal
      open
      title={`Review ${reference}`}
      keyboard
      onCancel={onCancel}
      focusable={{ focusTriggerAfterClose: false }}
      mask={{ closable: false }}
      scrollLock={false}
      destroyOnHidden
      footer={[
        <Button key="save" type="primary" loading={state.status === 'saving'} onClick={() => form.submit()}>
          Save
        </Button>,
        <Button key="cancel" onClick={onCancel} onKeyDown={wrapForward}>
          Cancel
        </Button>,
      ]}
    >
      <p id={descriptionId} ref={describeDialog}>
        NPI {change.npi}: the answer changed from “{change.previous.answer}” to “{change.change.answer}” on {formatDateTime(change.change.receivedAt, timeZone)}. Ask the
        provider&apos;s office through the contact details the plan already holds.
      </p>
      <Form<ReviewValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        className="staff-form"
        initialValues={{ note: '' }}
        onFinish={finish}
        onFinishFailed={({ errorFields }) => focusFieldInError(FORM_NAME, errorFields[0]?.name)}
      >
        <Form.Item name="outcome" className="staff-form__field" rules={[{ required: true, message: <FieldError>{OUTCOME_REQUIRED}</FieldError> }]}>
          <RadioFieldset legend="What did the provider's office say?" options={OUTCOME_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="note"
          label="Note"
          extra={`Optional: whom you reached at the office, and how. Up to ${STAFF_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
          rules={[{ max: STAFF_NOTE_MAX_LENGTH, message: <FieldError>{NOTE_TOO_LONG}</FieldError> }]}
        >
          {/* Counted, never cut: a note over the limit is told by its error (docs/conventions.md). */}
          <Input.TextArea rows={3} showCount count={{ max: STAFF_NOTE_MAX_LENGTH }} />
        </Form.Item>
        {failure ? <RefusalAlert failure={failure} /> : null}
      </Form>
    </Modal>
  );
}
