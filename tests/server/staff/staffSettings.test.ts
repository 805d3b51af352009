// The staff console's settings, roles from the provider's claims, the address a sign-in comes back to, and the plan's
// days as instants (issue 37).
import { loadConfig } from '../../../server/config';
import { dayEnd, dayStart } from '../../../server/staff/planDays';
import { safeReturnPath } from '../../../server/staff/staffSessions';
import { roleOfClaims, staffSettings } from '../../../server/staff/staffSettings';

const STAFF = {
  STAFF_OIDC_ISSUER: 'https://login.plan.example/realms/staff',
  STAFF_OIDC_CLIENT_ID: 'portal-console',
  STAFF_OIDC_CLIENT_SECRET: 'secret-of-the-console',
  STAFF_PUBLIC_URL: 'https://forms.plan.example',
};

describe('the staff settings', () => {
  it('leave the console off without an issuer, and read every setting with its default', () => {
    expect(staffSettings({})).toBeUndefined();
    const settings = staffSettings(STAFF)!;
    expect(settings).toMatchObject({ clientId: 'portal-console', roleClaim: 'groups', scopes: 'openid email profile' });
    expect(settings.issuer.href).toBe('https://login.plan.example/realms/staff');
    expect(settings.roles).toEqual({ viewer: ['portal-viewers'], manager: ['portal-managers'], admin: ['portal-admins'] });
    expect(staffSettings({ ...STAFF, STAFF_ROLES: 'viewer=a, viewer=b ,admin=c', STAFF_ROLE_CLAIM: 'roles' })).toMatchObject({ roles: { viewer: ['a', 'b'], manager: [], admin: ['c'] }, roleClaim: 'roles' });
  });

  it.each([
    [{ STAFF_OIDC_ISSUER: 'http://login.plan.example' }, 'STAFF_OIDC_ISSUER must use https (http only on 127.0.0.1 or localhost)'],
    [{ STAFF_OIDC_ISSUER: 'not a url' }, 'STAFF_OIDC_ISSUER must be an absolute URL'],
    [{ STAFF_OIDC_CLIENT_ID: '' }, 'STAFF_OIDC_CLIENT_ID must be set when STAFF_OIDC_ISSUER is'],
    [{ STAFF_OIDC_CLIENT_SECRET: ' ' }, 'STAFF_OIDC_CLIENT_SECRET must be set when STAFF_OIDC_ISSUER is'],
    [{ STAFF_PUBLIC_URL: 'https://forms.plan.example/staff' }, 'STAFF_PUBLIC_URL must be an origin only'],
    [{ STAFF_ROLES: 'owner=portal-owners' }, 'STAFF_ROLES must map roles'],
    [{ STAFF_ROLE_CLAIM: 'two words' }, 'STAFF_ROLE_CLAIM must be the name of a claim'],
    [{ STAFF_OIDC_SCOPES: 'email profile' }, 'STAFF_OIDC_SCOPES must be scopes separated by spaces, openid among them'],
    [{ AUDIT_RETENTION_DAYS: '365' }, 'AUDIT_RETENTION_DAYS must be a whole number of days from 2192 (six years)'],
  ])('stop the start naming the setting: %o', (change, message) => {
    expect(() => loadConfig({ ...STAFF, ...change }, '/tmp')).toThrow(`Invalid configuration: ${message}`);
  });

  it('keep the audit trail six years by default, longer when asked', () => {
    expect(loadConfig({}, '/tmp').auditRetentionDays).toBe(2192);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '3653' }, '/tmp').auditRetentionDays).toBe(3653);
  });
});

describe('roles from the provider\'s claims', () => {
  const settings = staffSettings(STAFF)!;
  it('gives the highest role any value maps to, and none for values that map to nothing', () => {
    expect(roleOfClaims({ groups: ['everyone', 'portal-viewers'] }, settings)).toBe('viewer');
    expect(roleOfClaims({ groups: ['portal-viewers', 'portal-admins'] }, settings)).toBe('admin');
    expect(roleOfClaims({ groups: 'portal-managers other' }, settings)).toBe('manager');
    expect(roleOfClaims({ groups: ['everyone'] }, settings)).toBeUndefined();
    expect(roleOfClaims({ roles: ['portal-admins'] }, settings)).toBeUndefined();
    expect(roleOfClaims({ groups: [42, null] }, settings)).toBeUndefined();
  });
});

describe('the address a sign-in comes back to', () => {
  it.each([
    ['/staff/forms/tgi?language=es', '/staff/forms/tgi?language=es'],
    ['/staff', '/staff'],
    ['https://evil.example/staff', '/staff'],
    ['//evil.example/staff', '/staff'],
    ['/staff/../api/preferredcontact', '/staff'],
    ['/\\evil.example', '/staff'],
    ['/staffing', '/staff'],
    [undefined, '/staff'],
  ])('%s comes back to %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe('the plan\'s days', () => {
  it('begin at the plan\'s midnight, across the clock changes', () => {
    expect(dayStart('2026-11-28', 'America/Los_Angeles')?.toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(dayStart('2026-07-01', 'America/Los_Angeles')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(dayEnd('2026-03-08', 'America/Los_Angeles')?.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(dayStart('2026-11-01', 'America/Los_Angeles')?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(dayStart('2026-11-28', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(dayStart('2026-02-30', 'America/Los_Angeles')).toBeUndefined();
    expect(dayStart('28/11/2026', 'America/Los_Angeles')).toBeUndefined();
  });
});
