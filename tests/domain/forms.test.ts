// src/domain/forms.ts: one descriptor per form, which the server, the store, the admin commands and the mocks read.
import { API_PATHS } from '../../src/domain/apiContract';
import { FORM_DESCRIPTORS, FORM_KINDS, FORMS, formKindNamed, formatReference, isFormKind, randomReference, REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../src/domain/forms';

describe('the form descriptors', () => {
  it('describe the three forms of docs/api.md, each filed under its own kind', () => {
    expect(FORM_KINDS).toEqual(['attestation', 'contact', 'tgi']);
    for (const [key, form] of Object.entries(FORM_DESCRIPTORS)) expect(form.kind).toBe(key);
  });

  it('give each form its call: path and envelope key', () => {
    expect(FORMS.map(({ path, envelopeKey }) => [path, envelopeKey])).toEqual([
      [API_PATHS.attestation, 'attestationForm'],
      [API_PATHS.contact, 'preferredContactForm'],
      [API_PATHS.tgi, 'tgiActForm'],
    ]);
  });

  it('never share a path, an envelope key, a reference prefix or a command name', () => {
    for (const values of [
      FORMS.map((form) => form.path.toLowerCase()),
      FORMS.map((form) => form.envelopeKey),
      FORMS.map((form) => form.referencePrefix),
      FORMS.flatMap((form) => form.commandNames),
    ]) {
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe('formatReference', () => {
  it.each([
    ['attestation', 42, 'ATT-000042'],
    ['contact', 7, 'PMC-000007'],
    ['tgi', 1234567, 'TGI-1234567'],
  ] as const)('%s %d is %s', (kind, id, reference) => {
    expect(formatReference(kind, id)).toBe(reference);
  });
});

describe('formKindNamed', () => {
  it.each([
    ['attestations', 'attestation'],
    ['attestation', 'attestation'],
    ['contacts', 'contact'],
    ['contact', 'contact'],
    ['tgi', 'tgi'],
  ])('reads %s as the %s form', (name, kind) => {
    expect(formKindNamed(name)).toBe(kind);
  });

  it.each(['', 'all', 'Attestations', 'tgis', 'toString', '__proto__'])('knows no form named %j', (name) => {
    expect(formKindNamed(name)).toBeUndefined();
  });
});

describe('isFormKind', () => {
  it('is true for the stored kinds only', () => {
    expect(FORM_KINDS.every(isFormKind)).toBe(true);
    for (const value of ['attestations', 'constructor', '__proto__', '', 1, null, undefined]) expect(isFormKind(value)).toBe(false);
  });
});

describe('randomReference (issue 21)', () => {
  it('is the form prefix and 8 characters of the alphabet without look-alikes', () => {
    const reference = randomReference('attestation', (count) => crypto.getRandomValues(new Uint8Array(count)));
    expect(reference).toMatch(new RegExp(`^ATT-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`));
    expect(REFERENCE_ALPHABET).not.toMatch(/[015820OISLBZUV]/);
  });

  it('skips the bytes that would favour some characters, so each is equally likely', () => {
    // 253 and above are past the last whole round of the 23 characters (23 × 11 = 253).
    const bytes = [255, 254, 253, 0, 1, 22, 23, 45, 46, 252, 100, 200];
    const reference = randomReference('tgi', (count) => Uint8Array.from(bytes.splice(0, count)));
    expect(reference).toBe(`TGI-${[0, 1, 22, 0, 22, 0, 22, 100 % 23].map((index) => REFERENCE_ALPHABET[index]).join('')}`);
  });

  it('draws no two alike in 10,000', () => {
    const references = new Set(Array.from({ length: 10_000 }, () => randomReference('contact', (count) => crypto.getRandomValues(new Uint8Array(count)))));
    expect(references.size).toBe(10_000);
  });
});
