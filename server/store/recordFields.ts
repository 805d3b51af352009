// A stored record's fields as its readers outside the store take them: the delivery's payload, the admin's answer changes.

/** A stored record's field when it holds text (a field the record lacks, or of another type, holds none). */
export function recordText(record: Record<string, unknown>, field: string): string | undefined {
  const value = record[field];
  return typeof value === 'string' ? value : undefined;
}
