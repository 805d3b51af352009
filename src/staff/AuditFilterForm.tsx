// The audit trail's filter: the days, the action, and who (a provider's subject or an email). Handed up, into the address.
import { useEffect } from 'react';
import { Form, Input, Select } from 'antd';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from '../domain/staffConsole';
import { FilterButtons } from './FilterButtons';
import { DateRangeField, dayRangeOf, daysOf, type DayRange } from './DateRangeField';
import { auditActionText } from './display';

interface AuditFilterValues {
  received: DayRange;
  action: AuditAction | undefined;
  subject: string;
}

function valuesOf(filter: AuditFilter): AuditFilterValues {
  return { received: dayRangeOf(filter.from, filter.to), action: filter.action, subject: filter.subject ?? '' };
}

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionText(action) }));

export function AuditFilterForm({ filter, onApply, onClear }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void; onClear: () => void }) {
  const [form] = Form.useForm<AuditFilterValues>();

  useEffect(() => {
    form.setFieldsValue(valuesOf(filter));
  }, [form, filter]);

  const apply = (values: AuditFilterValues) => {
    const subject = values.subject.trim();
    onApply({ ...daysOf(values.received), ...(values.action ? { action: values.action } : {}), ...(subject ? { subject } : {}) });
  };

  const clear = () => {
    form.setFieldsValue(valuesOf({}));
    onClear();
  };

  return (
    <Form<AuditFilterValues> form={form} name="audit-filter" layout="vertical" className="staff-filter" initialValues={valuesOf(filter)} onFinish={apply}>
      <DateRangeField name="received" legend="Between" idPrefix="audit-when" />
      <Form.Item label="Action" name="action" className="staff-filter__field">
        <Select allowClear placeholder="Any action" options={ACTION_OPTIONS} />
      </Form.Item>
      <Form.Item label="Person (subject or email)" name="subject" className="staff-filter__field">
        <Input autoComplete="off" />
      </Form.Item>
      <FilterButtons onClear={clear} />
    </Form>
  );
}
