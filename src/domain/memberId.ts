// Member IDs (issue 21): one member must never appear under IDs staff cannot tell apart. A typed ID is normalised
// (NFKC: full-width ０００１２３ becomes 000123, as the card prints it) and may hold only the characters of the plan's
// IDs (a setting, MEMBER_ID_CHARACTERS, by default letters A to Z, digits and the hyphen), so a Cyrillic А, a
// zero-width joiner or a no-break space is refused with a message that says what is allowed. The browser and the
// server apply the same rule.
import { maxLengthMessage, requiredMessage } from './messages';
import { isInvisibleOnly } from './recordValidation';
import { en, type Translate } from './text';

/** The characters of a plan's member IDs unless it sets MEMBER_ID_CHARACTERS: letters A to Z, digits and the hyphen. */
export const DEFAULT_MEMBER_ID_CHARACTERS = 'A-Za-z0-9-';

/** The ID as it is kept: trimmed and in Unicode's compatibility form (NFKC), then trimmed again (an ideographic space). */
export function normalizeMemberId(value: string): string {
  return value.trim().normalize('NFKC').trim();
}

/**
 * The member ID as compared: normalised as it is kept, then letter case ignored (a card's "ab-123" is "AB-123"). Two
 * IDs name one member exactly when their keys are equal; consents stored before issue 21 normalised IDs match too.
 */
export function memberKey(memberId: string): string {
  return normalizeMemberId(memberId).toLowerCase();
}

export const MEMBER_ID_MESSAGES = {
  onlyCharacters: en('{label} can only have {characters}.'),
  defaultCharacters: en('letters A to Z, numbers and hyphens (-)'),
  listedCharacters: en('these characters: {list}'),
} as const;

/** A range or a single character of the setting, in its order. */
type Part = { first: string; last: string };

/**
 * Reads the setting: ASCII letters, digits and punctuation, each alone or as a range `X-Y` (a hyphen that starts or
 * ends the setting, or follows a range, is itself). Undefined when it is empty or holds anything else: the server
 * refuses such a setting at start (server/config.ts). Never turned into a regular expression: nothing in it runs.
 */
export function parseMemberIdCharacters(setting: string): Part[] | undefined {
  const parts: Part[] = [];
  const characters = [...setting];
  if (characters.length === 0 || characters.length > 100) return undefined;
  for (let index = 0; index < characters.length; index += 1) {
    const first = characters[index] ?? '';
    if (!/^[!-~]$/.test(first)) return undefined;
    const last = characters[index + 2];
    if (characters[index + 1] === '-' && last !== undefined) {
      if (!/^[!-~]$/.test(last) || last < first) return undefined;
      parts.push({ first, last });
      index += 2;
    } else {
      parts.push({ first, last: first });
    }
  }
  return parts;
}


function allowedBy(parts: readonly Part[], value: string): boolean {
  for (const character of value) {
    if (!parts.some(({ first, last }) => character >= first && character <= last)) return false;
  }
  return true;
}

/** What the message says is allowed: our own words for the default, otherwise the setting's characters listed. */
function describe(setting: string, parts: readonly Part[], tr: Translate): string {
  if (setting === DEFAULT_MEMBER_ID_CHARACTERS) return tr(MEMBER_ID_MESSAGES.defaultCharacters);
  const list = parts.map(({ first, last }) => (first === last ? first : `${first}-${last}`)).join(' ');
  return tr(MEMBER_ID_MESSAGES.listedCharacters, { list });
}

/**
 * The problem with a normalised member ID (normalizeMemberId), in tr's language, or undefined: required, at most
 * maxLength characters, and only the setting's characters. A setting that cannot be read allows the default's.
 */
export function memberIdError(value: string, label: string, maxLength: number, setting: string, tr: Translate): string | undefined {
  if (isInvisibleOnly(value)) return requiredMessage(label, tr);
  if (value.length > maxLength) return maxLengthMessage(label, maxLength, tr);
  const parsed = parseMemberIdCharacters(setting);
  const [characters, parts] = parsed ? [setting, parsed] : [DEFAULT_MEMBER_ID_CHARACTERS, parseMemberIdCharacters(DEFAULT_MEMBER_ID_CHARACTERS) ?? []];
  if (!allowedBy(parts, value)) return tr(MEMBER_ID_MESSAGES.onlyCharacters, { label: tr(label), characters: describe(characters, parts, tr) });
  return undefined;
}
