// The filters' one spelling in the address, the API call and the download (src/staff/filters.ts): what cannot be a filter
// in a shared link is left out rather than refused.
import { auditFilterFromSearch, auditFilterSearch, inboxFilterFromSearch, inboxFilterSearch } from '../../src/staff/filters';
import { exportHref, signInAddress } from '../../src/staff/paths';

describe('the inbox filter', () => {
  it('reads days, a language and changesAnswer, in a fixed order whatever the address’s', () => {
    const filter = inboxFilterFromSearch('?changesAnswer=true&language=es&to=2026-11-27&from=2026-11-01&utm=x');
    expect(filter).toEqual({ from: '2026-11-01', to: '2026-11-27', language: 'es', changesAnswer: true });
    expect(inboxFilterSearch(filter)).toBe('from=2026-11-01&to=2026-11-27&language=es&changesAnswer=true');
  });

  it('leaves out what cannot be a filter', () => {
    expect(inboxFilterFromSearch('from=27/11/2026&to=2026-11-2&language=%20&changesAnswer=yes')).toEqual({});
    expect(inboxFilterSearch({})).toBe('');
  });

  it('goes into the download after its format', () => {
    expect(exportHref('tgi', 'json', inboxFilterSearch({ changesAnswer: true }))).toBe('/staff/api/forms/tgi/export?format=json&changesAnswer=true');
    expect(exportHref('contact', 'csv', '')).toBe('/staff/api/forms/contact/export?format=csv');
  });
});

describe('the audit filter', () => {
  it('reads only the actions the trail records', () => {
    expect(auditFilterFromSearch('action=download&subject=%20ana%40plan.example%20')).toEqual({ action: 'download', subject: 'ana@plan.example' });
    expect(auditFilterFromSearch('action=delete-everything')).toEqual({});
    expect(auditFilterSearch({ from: '2026-11-01', subject: 'idp|93f6aa' })).toBe('from=2026-11-01&subject=idp%7C93f6aa');
  });
});

it('sends a browser to sign in with its whole way back, encoded', () => {
  expect(signInAddress('/staff/forms/contact?language=es&from=2026-11-20')).toBe('/staff/auth/signin?return=%2Fstaff%2Fforms%2Fcontact%3Flanguage%3Des%26from%3D2026-11-20');
});
