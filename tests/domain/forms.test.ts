// src/domain/forms.ts: one descriptor per form, which the server, the store, the admin commands and the mocks read.
import { API_PATHS } from '../../src/domain/apiContract';
import { FORM_DESCRIPTORS, FORM_KINDS, FORMS, formKindNamed, formatReference, isFormKind } from '../../src/domain/forms';

describe('the form descriptors', () => {
  it('describe the three forms of docs/api.md, each filed under its own kind', () => {
    expect(FORM_KINDS).toEqual(['attestation', 'contact', 'tgi']);
    for (const [key, form] of Object.entries(FORM_DESCRIPTORS)) expect(form.kind).toBe(key);
  });

  it('give each form its call: path and envelope key', () => {
    expect(FORMS.map(({ path, envelopeKey }) => [path, envelopeKey])).toEqual([
      [API_PATHS.attestation, 'attestationForm'],
      [API_PATHS.preferredContact, 'preferredContactForm'],
      [API_PATHS.tgiAct, 'tgiActForm'],
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
