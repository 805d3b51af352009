// "Add an endpoint" (admins): the receiver's address, the forms it receives, and the two rules it may loosen (plain http,
// an address inside the plan's network). What was typed is kept through every refusal; the server checks where the
// address leads (docs/operations.md#where-an-endpoint-may-lead) and says so under the field.
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import type { StaffFormView } from '../domain/staffConsole';
import type { NewEndpointRequest } from '../domain/staffDeliveries';
import type { StaffFailure } from './api';
import { CheckboxFieldset } from './ChoiceFieldset';
import type { AddEndpointState } from './endpointsSlice';
import { FieldError, focusFieldInError } from './FieldError';
import { problemsElsewhere, useServerFieldProblems } from './serverFieldProblems';
import { LoadFailure } from './LoadFailure';
import { ROLE_REFUSED_TEXT } from './WithdrawalForm';

const FORM_NAME = 'add-endpoint';

export const URL_REQUIRED = "Enter the endpoint's address.";
export const FORMS_REQUIRED = 'Choose at least one form.';
export const ALLOW_HTTP_LABEL = "The receiver is on the plan's internal network over http:// (no TLS)";
export const ALLOW_PRIVATE_LABEL = "The address leads inside the plan's own network";
export const ALLOW_PRIVATE_HINT = "Only for a receiver inside the plan's network; link-local and cloud metadata addresses stay refused.";

interface EndpointValues {
  url: string;
  forms: string[];
  allowHttp: boolean;
  allowPrivateNetwork: boolean;
}

/** The fields the server may name in a 400's `fields`; anything else it names is said in the alert. */
const FIELD_NAMES = ['url', 'forms', 'allowHttp', 'allowPrivateNetwork'] as const;

/** A refusal not about one of the form's fields, said above the buttons. */
function RefusalAlert({ failure, onRetry }: { failure: StaffFailure; onRetry: () => void }) {
  if (failure.status === 403) return <Alert className="staff-alert" type="error" showIcon title={ROLE_REFUSED_TEXT} />;
  if (failure.status === 400) {
    const elsewhere = problemsElsewhere(failure, FIELD_NAMES);
    const underFields = Object.keys(failure.fields ?? {}).some((name) => (FIELD_NAMES as readonly string[]).includes(name));
    if (underFields && elsewhere.length === 0) return null;
    return (
      <Alert
        className="staff-alert"
        type="error"
        showIcon
        title={failure.message ?? 'The endpoint was not added.'}
        description={elsewhere.length > 0 ? elsewhere.join(' ') : undefined}
      />
    );
  }
  return <LoadFailure what="Adding the endpoint failed. Nothing you typed is lost." failure={failure} onRetry={onRetry} />;
}

export interface AddEndpointFormProps {
  forms: readonly StaffFormView[];
  state: AddEndpointState;
  onSubmit: (request: NewEndpointRequest) => void;
  onCancel: () => void;
}

export function AddEndpointForm({ forms, state, onSubmit, onCancel }: AddEndpointFormProps) {
  const [form] = Form.useForm<EndpointValues>();
  const { failure, status } = state;
  const formOptions = forms.map(({ kind, title }) => ({ value: kind, label: title }));

  useServerFieldProblems(form, FORM_NAME, failure, FIELD_NAMES);

  const finish = ({ url, forms: kinds, allowHttp, allowPrivateNetwork }: EndpointValues) =>
    onSubmit({ url: url.trim(), forms: kinds, ...(allowHttp ? { allowHttp: true } : {}), ...(allowPrivateNetwork ? { allowPrivateNetwork: true } : {}) });

  return (
    <Form<EndpointValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      className="staff-form"
      // The rules below say what is wrong in the console's words: no browser bubble for the url field.
      noValidate
      initialValues={{ url: '', forms: [], allowHttp: false, allowPrivateNetwork: false }}
      onFinish={finish}
      onFinishFailed={({ errorFields }) => focusFieldInError(FORM_NAME, errorFields[0]?.name)}
    >
      <Form.Item
        name="url"
        label="Address"
        extra="The receiver's https:// address: it answers 2xx once it has stored a message."
        className="staff-form__field"
        rules={[{ required: true, whitespace: true, message: <FieldError>{URL_REQUIRED}</FieldError> }]}
      >
        <Input type="url" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="forms"
        className="staff-form__field"
        rules={[
          {
            validator: async (_rule, value: string[] | undefined) => {
              if (!value || value.length === 0) throw new Error(FORMS_REQUIRED);
            },
            message: <FieldError>{FORMS_REQUIRED}</FieldError>,
          },
        ]}
      >
        <CheckboxFieldset legend="Forms it receives" options={formOptions} />
      </Form.Item>
      <Form.Item name="allowHttp" valuePropName="checked" className="staff-form__field">
        <Checkbox>{ALLOW_HTTP_LABEL}</Checkbox>
      </Form.Item>
      <Form.Item name="allowPrivateNetwork" valuePropName="checked" extra={ALLOW_PRIVATE_HINT} className="staff-form__field">
        <Checkbox>{ALLOW_PRIVATE_LABEL}</Checkbox>
      </Form.Item>
      {failure ? <RefusalAlert failure={failure} onRetry={() => form.submit()} /> : null}
      <div className="staff-form__buttons">
        <Button type="primary" htmlType="submit" loading={status === 'saving'}>
          Add endpoint
        </Button>
        <Button htmlType="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
