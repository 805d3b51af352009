// A note staff write on a change they record (issue 38): a withdrawal marked honoured, a changed answer reviewed.
import { hasForbiddenCharacter } from '../../src/domain/recordValidation';
import { STAFF_NOTE_MAX_LENGTH } from '../../src/domain/staffConsent';

/** Trimmed, within its length, without control characters but line breaks and tabs (it may be several lines). */
export function readNote(raw: unknown): { note: string } | { problem: string } {
  if (raw !== undefined && typeof raw !== 'string') return { problem: 'The note must be text.' };
  const note = (raw ?? '').trim();
  if (note.length > STAFF_NOTE_MAX_LENGTH) return { problem: `The note has at most ${STAFF_NOTE_MAX_LENGTH} characters.` };
  if (hasForbiddenCharacter(note.replace(/[\n\t]/g, ' '))) return { problem: 'The note has a character that cannot be kept (a control character).' };
  return { note };
}
