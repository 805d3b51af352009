// The canonical values a submission keeps beside its record (issue 33): the record schema says which field has one and
// how it is computed (a member ID's key, a mobile number in E.164); the store keeps each in a column of its own,
// indexed, so a STOP reply or a member's consents are found without reading every record.
import { FORMS, formDescriptor } from '../../src/domain/forms';
import type { CanonicalColumn } from '../../src/domain/recordSchema';
// The characters no checked record holds (control characters among them: PostgreSQL's text refuses NUL).
import { hasForbiddenCharacter } from '../../src/domain/recordValidation';
import type { FormKind } from './types';

/** Each canonical value's column in `submissions` (server/store/schema.ts). */
export const CANONICAL_COLUMNS = { memberKey: 'member_key', mobileE164: 'mobile_e164' } as const satisfies Record<CanonicalColumn, string>;

export type CanonicalRow = { [Column in (typeof CANONICAL_COLUMNS)[CanonicalColumn]]: string | null };

/**
 * Longer than any value a checked record can give (a member ID has at most 50 characters): an index entry has a size
 * limit, and the store also keeps records no route checked, so a value past this is not kept (null) rather than refused.
 */
const MAX_CANONICAL_LENGTH = 255;


/** The kinds whose records have a field with a canonical value: the only ones the migration fills in. */
export const CANONICAL_KINDS: readonly FormKind[] = FORMS.filter((form) =>
  Object.values(form.record.fields).some((rule) => rule.kind === 'string' && rule.canonical !== undefined),
).map((form) => form.kind);

/** The canonical columns of a record of this kind: null where its form has none, or the record no such value. */
export function canonicalColumns(kind: FormKind, record: Record<string, unknown>): CanonicalRow {
  const row: CanonicalRow = { member_key: null, mobile_e164: null };
  for (const [name, rule] of Object.entries(formDescriptor(kind).record.fields)) {
    if (rule.kind !== 'string' || rule.canonical === undefined) continue;
    const value = record[name];
    if (typeof value !== 'string') continue;
    const canonical = rule.canonical.of(value);
    if (canonical !== undefined && canonical !== '' && canonical.length <= MAX_CANONICAL_LENGTH && !hasForbiddenCharacter(canonical)) {
      row[CANONICAL_COLUMNS[rule.canonical.column]] = canonical;
    }
  }
  return row;
}
