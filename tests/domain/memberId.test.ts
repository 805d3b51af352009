// Member IDs (issue 21): normalised, and only the plan's characters, said in the person's language.
import { DEFAULT_MEMBER_ID_CHARACTERS, memberIdError, memberKey, normalizeMemberId, parseMemberIdCharacters } from '../../src/domain/memberId';
import { inEnglish } from '../../src/domain/text';

const error = (value: string, setting = DEFAULT_MEMBER_ID_CHARACTERS) => memberIdError(normalizeMemberId(value), 'Member ID', 50, setting, inEnglish);
const ONLY_DEFAULT = 'Member ID can only have letters A to Z, numbers and hyphens (-).';

it('keeps an ID of letters, digits and hyphens, trimmed, and turns full-width characters into the ones the card prints', () => {
  expect(normalizeMemberId('  AB-0012\u3000')).toBe('AB-0012');
  expect(normalizeMemberId('\uFF10\uFF10\uFF10\uFF11\uFF12\uFF13')).toBe('000123');
  expect(normalizeMemberId('\uFF21\uFF22\uFF0D\uFF11')).toBe('AB-1');
  for (const id of ['000123', 'ab-12', 'AB-0012', '\uFF10\uFF11']) expect(error(id)).toBeUndefined();
});

it.each([
  ['a Cyrillic А', '\u0410BC123'],
  ['a Greek Ο for an O', 'F\u039F0123'],
  ['a zero-width joiner', '000123\u200D'],
  ['a no-break space', '0\u00A0001\u00A023'],
  ['a space', '0 001 23'],
  ['a letter with an accent', 'É123'],
])('refuses %s, saying what is allowed', (_what, id) => {
  expect(error(id)).toBe(ONLY_DEFAULT);
});

it('says required for nothing visible, and the limit past 50 characters', () => {
  expect(error('\u200B\u00A0')).toBe('Member ID is required.');
  expect(error('1'.repeat(51))).toBe('Member ID must be at most 50 characters.');
});

it("reads a plan's own setting: single characters, ranges, and a hyphen that starts or ends it or follows a range", () => {
  expect(parseMemberIdCharacters('0-9')).toEqual([{ first: '0', last: '9' }]);
  expect(parseMemberIdCharacters('-A-Z/')).toEqual([
    { first: '-', last: '-' },
    { first: 'A', last: 'Z' },
    { first: '/', last: '/' },
  ]);
  expect(parseMemberIdCharacters('A-Z-')).toEqual([
    { first: 'A', last: 'Z' },
    { first: '-', last: '-' },
  ]);
  expect(error('12/34', 'A-Z0-9/')).toBeUndefined();
  expect(error('ab12', 'A-Z0-9/')).toBe('Member ID can only have these characters: A-Z 0-9 /.');
});

it.each([[''], ['A-Z 0-9'], ['Z-A'], ['A-ZÄ'], ['\u0000']])('refuses the setting %j', (setting) => {
  expect(parseMemberIdCharacters(setting)).toBeUndefined();
});

it('compares IDs by one key (issue 33): normalised as kept, then letter case ignored', () => {
  expect(memberKey('AB-0012')).toBe('ab-0012');
  expect(memberKey('  ab-0012 ')).toBe('ab-0012');
  // Full-width, as a phone keyboard may type it, and an ideographic space: the card's ID.
  expect(memberKey('\uFF21\uFF22\uFF0D\uFF10\uFF10\uFF11\uFF12\u3000')).toBe('ab-0012');
  expect(memberKey(normalizeMemberId(' Ab-0012'))).toBe(memberKey('aB-0012'));
  expect(memberKey('AB-0013')).not.toBe(memberKey('AB-0012'));
  expect(memberKey('')).toBe('');
});
