// "Mark honoured" (managers and admins): the day the plan stopped using the channels (today by default, never in the
// future nor before the withdrawal came) and an optional note. Escape or Cancel closes it; a refusal keeps what was typed.
// Drawn only while open: the page hands focus on when it goes (to the saved mark's notice, or back to the row's button).
import { useId } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { STAFF_NOTE_MAX_LENGTH, type HonouredRequest, type WithdrawalToHonour } from '../domain/staffConsent';
import { useBodyScrollLock } from '../components/useBodyScrollLock';
import { formatDay, planDay } from './consentDisplay';
import { DAY_FORMAT } from './DateRangeField';
import { DayField, dayOf } from './DayField';
import { failureText } from './display';
import { tabRoundTo, useDialogDescription } from './dialogFocus';
import { FieldError, focusFieldInError } from './FieldError';
import { useServerFieldProblems } from './serverFieldProblems';
import type { MarkHonouredState } from './withdrawalsSlice';

const FORM_NAME = 'mark-honoured';
const NOTE_TOO_LONG = `The note can be at most ${STAFF_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`;

interface MarkValues {
  on: Dayjs;
  note: string;
}

export const ALREADY_HONOURED_CODE = 'already-honoured';

function RefusalAlert({ failure }: { failure: NonNullable<MarkHonouredState['failure']> }) {
  if (failure.status === 400) return <Alert className="staff-alert" type="error" showIcon title="The mark was not saved" description={failure.message ?? 'Check the answers marked above.'} />;
  if (failure.status === 403) return <Alert className="staff-alert" type="error" showIcon title="Your role does not allow this change." />;
  if (failure.status === 409 && failure.code === ALREADY_HONOURED_CODE)
    return <Alert className="staff-alert" type="warning" showIcon title={failure.message ?? 'This withdrawal was already marked honoured.'} />;
  return <Alert className="staff-alert" type="error" showIcon title="Saving the mark failed. Nothing you typed is lost." description={failureText(failure)} />;
}

export interface MarkHonouredDialogProps {
  row: WithdrawalToHonour;
  /** The plan's today (YYYY-MM-DD) as the server counted it. */
  today: string;
  timeZone: string;
  state: MarkHonouredState;
  onSubmit: (request: HonouredRequest) => void;
  onCancel: () => void;
}

export function MarkHonouredDialog({ row, today, timeZone, state, onSubmit, onCancel }: MarkHonouredDialogProps) {
  const [form] = Form.useForm<MarkValues>();
  const received = planDay(row.receivedAt, timeZone);
  const title = `Mark ${row.reference} honoured`;
  const descriptionId = useId();
  const { failure } = state;

  // antd's own lock writes a <style> without the page's nonce, which the CSP refuses (IdleWarningDialog.tsx says more).
  useBodyScrollLock(true);

  const describeDialog = useDialogDescription(descriptionId);
  // Cancel, the last button, hands Tab round to the first field.
  const wrapForward = tabRoundTo(FORM_NAME, 'on');
  useServerFieldProblems(form, FORM_NAME, failure, ['on', 'note']);

  const finish = ({ on, note }: MarkValues) => onSubmit({ on: on.format(DAY_FORMAT), note: note.trim() });

  return (
    <Modal
      open
      title={title}
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
        {row.reference} for member ID {row.memberId}, received {formatDay(received)}, must be honoured by {formatDay(row.honourBy)}.
      </p>
      <Form<MarkValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        initialValues={{ on: dayOf(today), note: '' }}
        onFinish={finish}
        onFinishFailed={({ errorFields }) => focusFieldInError(FORM_NAME, errorFields[0]?.name)}
      >
        <DayField
          name="on"
          label="Honoured on"
          inDialog
          today={today}
          earliest={{ day: received, message: `The date cannot be before the withdrawal was received (${formatDay(received)}).` }}
          requiredMessage="Enter the day the plan stopped using the channels."
        />
        <Form.Item
          name="note"
          label="Note"
          extra={`Optional: what was done, and where. Up to ${STAFF_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
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
