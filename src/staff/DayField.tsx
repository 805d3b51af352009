// One calendar day in a form (YYYY-MM-DD, the plan's), typed or picked in antd's DatePicker as the filters' days are
// (DateRangeField.tsx): required, never after the plan's today and, when given, never before `earliest`.
import { DatePicker, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT } from './DateRangeField';
import { FieldError } from './FieldError';

export function dayOf(day: string): Dayjs {
  return dayjs(day, DAY_FORMAT);
}

export interface DayFieldProps {
  name: string;
  label: string;
  /** The plan's today, YYYY-MM-DD. */
  today: string;
  /** The first day allowed, YYYY-MM-DD, and what is said of a day before it. */
  earliest?: { day: string; message: string };
  requiredMessage: string;
  /** In a dialog: the calendar opens inside it, where the dialog's focus lock lets the keyboard reach it. */
  inDialog?: boolean;
}

/** Later than today: the plan cannot have received or done anything then. */
export const FUTURE_DAY_MESSAGE = 'The date cannot be in the future.';

function dayRules({ today, earliest, requiredMessage }: Pick<DayFieldProps, 'today' | 'earliest' | 'requiredMessage'>): FormRule[] {
  const dayText = (value: Dayjs | null | undefined) => (value ? value.format(DAY_FORMAT) : null);
  return [
    { required: true, message: <FieldError>{requiredMessage}</FieldError> },
    {
      // Days as YYYY-MM-DD compare as text, in the plan's calendar: no time zone of this computer comes into it.
      validator: async (_rule, value: Dayjs | null | undefined) => {
        const day = dayText(value);
        if (day !== null && day > today) throw new Error(FUTURE_DAY_MESSAGE);
      },
      message: <FieldError>{FUTURE_DAY_MESSAGE}</FieldError>,
    },
    ...(earliest
      ? [
          {
            validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
              const day = dayText(value);
              if (day !== null && day < earliest.day) throw new Error(earliest.message);
            },
            message: <FieldError>{earliest.message}</FieldError>,
          },
        ]
      : []),
  ];
}

const inParent = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

export function DayField({ name, label, inDialog = false, ...rules }: DayFieldProps) {
  return (
    <Form.Item name={name} label={label} extra="As YYYY-MM-DD, in the plan's time zone." rules={dayRules(rules)} className="staff-form__field">
      {/* No disabled days in the calendar: a day typed that the rules refuse is told why, not silently dropped. */}
      <DatePicker format={DAY_FORMAT} placeholder="YYYY-MM-DD" allowClear={false} getPopupContainer={inDialog ? inParent : undefined} />
    </Form.Item>
  );
}
