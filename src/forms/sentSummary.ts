// What was sent, as the thanks view and its printed copy list it: each field of the record under the label the form shows.
import type { ThanksSummaryItem } from '../components/ThanksPanel';

/** The named text fields of a record, in the order given, each under its label. */
export function fieldsSummary<Field extends string>(
  record: Readonly<Record<Field, string>>,
  labels: Readonly<Record<Field, string>>,
  fields: readonly Field[],
): ThanksSummaryItem[] {
  return fields.map((field) => ({ label: labels[field], value: record[field] }));
}
