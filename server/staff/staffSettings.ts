// The staff console's settings (issue 37, docs/operations.md#the-staff-console): the plan's OpenID Connect provider, the
// console's public address, and which of the provider's groups give which role. Environment only: the client secret
// must not sit in a file beside the data. Unset issuer: the console is off and /staff answers 404.
import { ConfigError } from '../configError';
import { AUDIT_MINIMUM_DAYS } from '../store/auditRules';
import { STAFF_ROLES, isStaffRole, type StaffRole } from '../../src/domain/staffConsole';

type Env = Record<string, string | undefined>;

export interface StaffSettings {
  /** The issuer URL; its `/.well-known/openid-configuration` is read at start. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The console's external origin: the redirect address is `{publicUrl}/staff/auth/callback`. */
  publicUrl: URL;
  /** The scopes asked for: `openid email profile` by default; Okta also needs `groups` (docs/operations.md#the-staff-console). */
  scopes: string;
  /** The claim of the ID token that lists the person's groups (`groups` by default). */
  roleClaim: string;
  /** For each role, the claim values that give it. */
  roles: Readonly<Record<StaffRole, readonly string[]>>;
}

export const DEFAULT_STAFF_ROLES = 'viewer=portal-viewers,manager=portal-managers,admin=portal-admins';

export const DEFAULT_STAFF_SCOPES = 'openid email profile';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** https, or http on this machine only (a test's provider, a developer's): a sign-in must never cross a network in clear. */
function secureUrl(setting: string, raw: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(setting, `must be an absolute URL (got "${raw}")`);
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.includes(parsed.hostname))) {
    throw new ConfigError(setting, 'must use https (http only on 127.0.0.1 or localhost)');
  }
  if (parsed.username !== '' || parsed.password !== '') throw new ConfigError(setting, 'must not carry a user name or password');
  return parsed;
}

function required(env: Env, setting: string, why: string): string {
  const value = env[setting]?.trim();
  if (value === undefined || value === '') throw new ConfigError(setting, `must be set when STAFF_OIDC_ISSUER is: ${why}`);
  return value;
}

/** `viewer=portal-viewers,manager=portal-managers,admin=portal-admins`; a role may be named more than once. */
export function parseStaffRoles(raw: string): Record<StaffRole, string[]> {
  const roles: Record<StaffRole, string[]> = { viewer: [], manager: [], admin: [] };
  for (const pair of raw.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const [role = '', value = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!isStaffRole(role) || value === '' || rest.length > 0) {
      throw new ConfigError('STAFF_ROLES', `must map roles to the provider's group values as role=value pairs, separated by commas, the roles being ${STAFF_ROLES.join(', ')} (e.g. ${DEFAULT_STAFF_ROLES}); "${pair}" is not one`);
    }
    roles[role].push(value);
  }
  if (STAFF_ROLES.every((role) => roles[role].length === 0)) throw new ConfigError('STAFF_ROLES', `must map at least one role (e.g. ${DEFAULT_STAFF_ROLES})`);
  return roles;
}

export function staffSettings(env: Env): StaffSettings | undefined {
  const issuerText = env.STAFF_OIDC_ISSUER?.trim();
  if (issuerText === undefined || issuerText === '') return undefined;
  const issuer = secureUrl('STAFF_OIDC_ISSUER', issuerText);
  const publicUrl = secureUrl('STAFF_PUBLIC_URL', required(env, 'STAFF_PUBLIC_URL', "the console's external address, e.g. https://forms.plan.example"));
  if (publicUrl.pathname !== '/' || publicUrl.search !== '' || publicUrl.hash !== '') {
    throw new ConfigError('STAFF_PUBLIC_URL', 'must be an origin only (scheme, host and port), e.g. https://forms.plan.example');
  }
  const roleClaim = env.STAFF_ROLE_CLAIM?.trim() || 'groups';
  if (!/^[A-Za-z0-9_:./-]{1,100}$/.test(roleClaim)) throw new ConfigError('STAFF_ROLE_CLAIM', `must be the name of a claim, such as groups or roles (got "${roleClaim}")`);
  const scopes = env.STAFF_OIDC_SCOPES?.trim().split(/\s+/).join(' ') || DEFAULT_STAFF_SCOPES;
  if (!scopes.split(' ').includes('openid') || !/^[\x21\x23-\x5B\x5D-\x7E ]{1,500}$/.test(scopes)) {
    throw new ConfigError('STAFF_OIDC_SCOPES', `must be scopes separated by spaces, openid among them (default: ${DEFAULT_STAFF_SCOPES})`);
  }
  return {
    issuer,
    scopes,
    clientId: required(env, 'STAFF_OIDC_CLIENT_ID', "the console's client ID at the identity provider"),
    clientSecret: required(env, 'STAFF_OIDC_CLIENT_SECRET', "the console's client secret at the identity provider"),
    publicUrl,
    roleClaim,
    roles: parseStaffRoles(env.STAFF_ROLES?.trim() || DEFAULT_STAFF_ROLES),
  };
}

/** AUDIT_RETENTION_DAYS: at least six years (the database refuses to delete a younger audit event in any case). */
export function auditRetentionDays(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return AUDIT_MINIMUM_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < AUDIT_MINIMUM_DAYS || days > 36_500) {
    throw new ConfigError('AUDIT_RETENTION_DAYS', `must be a whole number of days from ${AUDIT_MINIMUM_DAYS} (six years) to 36500 (got "${raw}")`);
  }
  return days;
}

/** The highest role the claim's values give; undefined when none of them is mapped. */
export function roleOfClaims(claims: Readonly<Record<string, unknown>>, settings: Pick<StaffSettings, 'roleClaim' | 'roles'>): StaffRole | undefined {
  const raw = claims[settings.roleClaim];
  // Providers give groups as a list; a few give one value, or a space-separated string (an OAuth scope-like claim).
  const values = Array.isArray(raw) ? raw.filter((value): value is string => typeof value === 'string') : typeof raw === 'string' ? raw.split(/\s+/) : [];
  for (const role of [...STAFF_ROLES].reverse()) {
    if (settings.roles[role].some((value) => values.includes(value))) return role;
  }
  return undefined;
}
