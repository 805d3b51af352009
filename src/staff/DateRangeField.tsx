// A filter's "Received between" days: antd's RangePicker in a fieldset, each of its two boxes with a label of its own
// (the picker gives only the first one an id a Form.Item label can point at). Days are calendar days, YYYY-MM-DD,
// which the server reads in the plan's time zone.
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const DAY_FORMAT = 'YYYY-MM-DD';

/** The picker's value: either end may be empty ("from this day on"). */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

export function dayRangeOf(from: string | undefined, to: string | undefined): DayRange {
  if (!from && !to) return null;
  return [from ? dayjs(from, DAY_FORMAT) : null, to ? dayjs(to, DAY_FORMAT) : null];
}

export function daysOf(range: DayRange | undefined): { from?: string; to?: string } {
  const from = range?.[0]?.format(DAY_FORMAT);
  const to = range?.[1]?.format(DAY_FORMAT);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export function DateRangeField({ name, legend, idPrefix }: { name: string; legend: string; idPrefix: string }) {
  const fromId = `${idPrefix}-from`;
  const toId = `${idPrefix}-to`;
  return (
    <fieldset className="staff-filter__dates">
      <legend className="staff-filter__legend">{legend}</legend>
      <label className="staff-visually-hidden" htmlFor={fromId}>
        From (YYYY-MM-DD)
      </label>
      <label className="staff-visually-hidden" htmlFor={toId}>
        To (YYYY-MM-DD)
      </label>
      <Form.Item name={name} noStyle>
        <DatePicker.RangePicker id={{ start: fromId, end: toId }} allowEmpty={[true, true]} format={DAY_FORMAT} placeholder={['From', 'To']} />
      </Form.Item>
    </fieldset>
  );
}
