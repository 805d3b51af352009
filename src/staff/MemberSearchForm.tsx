// "Find a member": the member ID as on their card, handed up on Find. Never put in the address: it is personal data, and
// an address goes into the history, the logs and the referrer (issue 38).
import { Button, Form, Input } from 'antd';
import { FieldError, focusFieldInError } from './FieldError';

const FORM_NAME = 'member-search';

export const MEMBER_ID_HINT = "As on the member's ID card. Letter case does not matter.";
export const MEMBER_ID_REQUIRED = 'Enter a member ID.';

interface MemberSearchValues {
  memberId: string;
}

export function MemberSearchForm({ memberId, searching, onFind }: { memberId: string; searching: boolean; onFind: (memberId: string) => void }) {
  return (
    <Form<MemberSearchValues>
      name={FORM_NAME}
      layout="vertical"
      className="staff-search"
      initialValues={{ memberId }}
      onFinish={(values) => onFind(values.memberId.trim())}
      onFinishFailed={({ errorFields }) => focusFieldInError(FORM_NAME, errorFields[0]?.name)}
    >
      <Form.Item
        name="memberId"
        label="Member ID"
        extra={MEMBER_ID_HINT}
        // Spaces alone are no ID; what else the server makes of the ID (letter case, spaces around it) is its own rule.
        rules={[{ required: true, whitespace: true, message: <FieldError>{MEMBER_ID_REQUIRED}</FieldError> }]}
      >
        <Input autoComplete="off" spellCheck={false} className="staff-member-id" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={searching}>
        Find
      </Button>
    </Form>
  );
}
