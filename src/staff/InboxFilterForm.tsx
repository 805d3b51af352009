// The inbox's filter: the days received, the language, and for a form that tracks changed answers "Changes the answer".
// Apply and Clear only hand the filter up; the page puts it in its address, which is what the inbox follows.
import { useEffect } from 'react';
import { Checkbox, Form, Select } from 'antd';
import type { InboxFilter, StaffFormsAnswer } from '../domain/staffConsole';
import { FilterButtons } from './FilterButtons';
import { DateRangeField, dayRangeOf, daysOf, type DayRange } from './DateRangeField';

interface InboxFilterValues {
  received: DayRange;
  language: string | undefined;
  changesAnswer: boolean;
}

function valuesOf(filter: InboxFilter): InboxFilterValues {
  return { received: dayRangeOf(filter.from, filter.to), language: filter.language, changesAnswer: filter.changesAnswer === true };
}

export interface InboxFilterFormProps {
  filter: InboxFilter;
  languages: StaffFormsAnswer['languages'];
  tracksAnswerChanges: boolean;
  onApply: (filter: InboxFilter) => void;
  onClear: () => void;
}

export function InboxFilterForm({ filter, languages, tracksAnswerChanges, onApply, onClear }: InboxFilterFormProps) {
  const [form] = Form.useForm<InboxFilterValues>();

  // The address is the filter: a link followed, Back or Clear shows what the list is filtered by.
  useEffect(() => {
    form.setFieldsValue(valuesOf(filter));
  }, [form, filter]);

  const apply = (values: InboxFilterValues) => {
    onApply({
      ...daysOf(values.received),
      ...(values.language ? { language: values.language } : {}),
      ...(tracksAnswerChanges && values.changesAnswer ? { changesAnswer: true } : {}),
    });
  };

  const clear = () => {
    // Also when the address has no filter yet: what was chosen and not applied goes too.
    form.setFieldsValue(valuesOf({}));
    onClear();
  };

  return (
    <Form<InboxFilterValues> form={form} name="inbox-filter" layout="vertical" className="staff-filter" initialValues={valuesOf(filter)} onFinish={apply}>
      <DateRangeField name="received" legend="Received between" idPrefix="inbox-received" />
      <Form.Item label="Language" name="language" className="staff-filter__field">
        <Select allowClear placeholder="Any language" options={languages.map(({ code, name }) => ({ value: code, label: name }))} />
      </Form.Item>
      {tracksAnswerChanges ? (
        <Form.Item name="changesAnswer" valuePropName="checked" className="staff-filter__field staff-filter__check">
          <Checkbox>Changes the answer</Checkbox>
        </Form.Item>
      ) : null}
      <FilterButtons onClear={clear} />
    </Form>
  );
}
