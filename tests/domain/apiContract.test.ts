import { fromFormDataBody, npiValidityPath, toFormDataBody } from '../../src/domain/apiContract';

describe('the POST envelope of docs/api.md', () => {
  it('wraps a record as a JSON string under its one key and reads it back', () => {
    const body = toFormDataBody('attestationForm', { firstName: 'Ada' });
    expect(body).toEqual({ formData: '{"attestationForm":{"firstName":"Ada"}}' });
    expect(fromFormDataBody('attestationForm', body)).toEqual({ firstName: 'Ada' });
  });

  it('reads nothing from a body of another form, broken JSON or no formData string', () => {
    expect(fromFormDataBody('tgiActForm', toFormDataBody('attestationForm', {}))).toBeUndefined();
    expect(fromFormDataBody('attestationForm', { formData: '{not json' })).toBeUndefined();
    expect(fromFormDataBody('attestationForm', { formData: 42 })).toBeUndefined();
    expect(fromFormDataBody('attestationForm', null)).toBeUndefined();
  });

  it('refuses an envelope with anything beside its one key', () => {
    expect(fromFormDataBody('attestationForm', { formData: '{"attestationForm":{},"evil":{}}' })).toBeUndefined();
    expect(fromFormDataBody('attestationForm', { formData: '[{"attestationForm":{}}]' })).toBeUndefined();
  });

  it('escapes the NPI path segment', () => {
    expect(npiValidityPath('1234567893')).toBe('/api/Attestation/IsNPIValid/1234567893');
    expect(npiValidityPath('12/34')).toBe('/api/Attestation/IsNPIValid/12%2F34');
  });
});
