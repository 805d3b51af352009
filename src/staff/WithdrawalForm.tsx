// "Record a withdrawal" (managers and admins): the channels withdrawn, how and when the plan received it, and, once the
// server found no consent for the member, "record it all the same". What was typed is kept through every refusal.
import { Alert, Button, Checkbox, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  CHANNEL_TITLES,
  SOURCE_TITLES,
  STAFF_CONSENT_CHANNELS,
  STAFF_WITHDRAWAL_SOURCES,
  type NewWithdrawalRequest,
  type StaffConsentChannel,
  type StaffWithdrawalSource,
} from '../domain/staffConsent';
import type { StaffFailure } from './api';
import { CheckboxFieldset, RadioFieldset } from './ChoiceFieldset';
import type { WithdrawalFormState } from './consentSlice';
import { DAY_FORMAT } from './DateRangeField';
import { DayField, dayOf } from './DayField';
import { failureText } from './display';
import { FieldError, focusFieldInError } from './FieldError';
import { problemsElsewhere, useServerFieldProblems } from './serverFieldProblems';
import { LoadFailure } from './LoadFailure';

const FORM_NAME = 'withdrawal';

export const CHANNELS_REQUIRED = 'Choose at least one channel.';
export const ROLE_REFUSED_TEXT = 'Your role does not allow this change.';
export const FORCE_LABEL = 'Record it all the same: the member gave consent outside the portal';

interface WithdrawalValues {
  channels: StaffConsentChannel[];
  source: StaffWithdrawalSource;
  received: Dayjs;
  force: boolean;
}

/** The fields the server may name in a 400's `fields`; anything else it names is said in the alert. */
const FIELD_NAMES = ['channels', 'source', 'received'] as const;

const CHANNEL_OPTIONS = STAFF_CONSENT_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_TITLES[channel] }));
const SOURCE_OPTIONS = STAFF_WITHDRAWAL_SOURCES.map((source) => ({ value: source, label: SOURCE_TITLES[source] }));

/** A refusal that is not about one field, said above the buttons. */
function RefusalAlert({ failure, onRetry }: { failure: StaffFailure; onRetry: () => void }) {
  if (failure.status === 403) return <Alert className="staff-alert" type="error" showIcon title={ROLE_REFUSED_TEXT} />;
  if (failure.status === 400) {
    // What the server said of the form as a whole; what it said of a field is under that field, but for fields this form has not.
    const elsewhere = problemsElsewhere(failure, FIELD_NAMES);
    return (
      <Alert
        className="staff-alert"
        type="error"
        showIcon
        title={failure.message ?? 'The withdrawal was not recorded: check the answers marked.'}
        description={elsewhere.length > 0 ? elsewhere.join(' ') : undefined}
      />
    );
  }
  if (failure.status === 409) return <Alert className="staff-alert" type="error" showIcon title="The withdrawal was not recorded" description={failureText(failure)} />;
  return <LoadFailure what="Recording the withdrawal failed. Nothing you typed is lost." failure={failure} onRetry={onRetry} />;
}

export interface WithdrawalFormProps {
  memberId: string;
  /** The plan's today, YYYY-MM-DD: the day "Received on" starts at, and the latest it may be. */
  today: string;
  state: WithdrawalFormState;
  onSubmit: (request: NewWithdrawalRequest) => void;
  onCancel: () => void;
}

export function WithdrawalForm({ memberId, today, state, onSubmit, onCancel }: WithdrawalFormProps) {
  const [form] = Form.useForm<WithdrawalValues>();
  const { failure, noConsentMessage, status } = state;

  useServerFieldProblems(form, FORM_NAME, failure, FIELD_NAMES);

  const finish = ({ channels, source, received, force }: WithdrawalValues) =>
    onSubmit({ memberId, channels, source, received: received.format(DAY_FORMAT), ...(noConsentMessage && force ? { force: true } : {}) });

  return (
    <Form<WithdrawalValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      className="staff-form"
      initialValues={{ channels: [], source: 'phone', received: dayOf(today), force: false }}
      onFinish={finish}
      onFinishFailed={({ errorFields }) => focusFieldInError(FORM_NAME, errorFields[0]?.name)}
    >
      <Form.Item
        name="channels"
        className="staff-form__field"
        rules={[
          {
            validator: async (_rule, value: StaffConsentChannel[] | undefined) => {
              if (!value || value.length === 0) throw new Error(CHANNELS_REQUIRED);
            },
            message: <FieldError>{CHANNELS_REQUIRED}</FieldError>,
          },
        ]}
      >
        <CheckboxFieldset legend="Channels withdrawn" options={CHANNEL_OPTIONS} />
      </Form.Item>
      <Form.Item name="source" className="staff-form__field">
        <RadioFieldset legend="How it was received" options={SOURCE_OPTIONS} />
      </Form.Item>
      <DayField name="received" label="Received on" today={today} requiredMessage="Enter the day the plan received the withdrawal." />
      {noConsentMessage ? (
        <>
          <Alert className="staff-alert" type="warning" showIcon title={noConsentMessage} />
          <Form.Item name="force" valuePropName="checked" className="staff-form__field">
            <Checkbox>{FORCE_LABEL}</Checkbox>
          </Form.Item>
        </>
      ) : null}
      {failure ? <RefusalAlert failure={failure} onRetry={() => form.submit()} /> : null}
      <div className="staff-form__buttons">
        <Button type="primary" htmlType="submit" loading={status === 'saving'}>
          Record withdrawal
        </Button>
        <Button htmlType="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
