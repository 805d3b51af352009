// Staff sessions (issue 37): a random id in a cookie, only its SHA-256 in the database (a copy of the database opens no
// session), ended after 15 minutes idle and 8 hours in all; sign-ins under way kept the same way for ten minutes.
import crypto from 'node:crypto';
import { HOST_COOKIE_PREFIX } from '../../src/domain/apiContract';
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS, type StaffSessionView } from '../../src/domain/staffConsole';
import type { StaffSession } from '../store/types';

/** How long a person may take at the provider's sign-in page. */
export const SIGN_IN_TIMEOUT_MS = 10 * 60 * 1000;

/** The cookies: `__Host-` over HTTPS (Secure, Path=/, no Domain: no sibling subdomain can set or shadow them). */
export function staffCookieNames(secure: boolean): { session: string; signIn: string } {
  const prefix = secure ? HOST_COOKIE_PREFIX : '';
  return { session: `${prefix}portal-staff`, signIn: `${prefix}portal-staff-sign-in` };
}

export function staffCookieOptions(secure: boolean, maxAgeMs: number) {
  return { path: '/', httpOnly: true, secure, sameSite: 'lax' as const, maxAge: Math.floor(maxAgeMs / 1000) };
}

/** A new id for a cookie: 32 random bytes. */
export function newCookieId(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps of a cookie's id. */
export function cookieIdHash(id: string): string {
  return crypto.createHash('sha256').update(id).digest('base64url');
}

/** A new session's times. */
export function sessionTimes(now: Date): Pick<StaffSession, 'createdAt' | 'idleEndsAt' | 'absoluteEndsAt'> {
  return {
    createdAt: now.toISOString(),
    idleEndsAt: new Date(now.getTime() + STAFF_IDLE_TIMEOUT_MS).toISOString(),
    absoluteEndsAt: new Date(now.getTime() + STAFF_ABSOLUTE_TIMEOUT_MS).toISOString(),
  };
}

/** The idle end a request moves the session to. */
export function idleEndAfter(now: Date): Date {
  return new Date(now.getTime() + STAFF_IDLE_TIMEOUT_MS);
}

export function sessionView(session: StaffSession): StaffSessionView {
  return { subject: session.subject, email: session.email, name: session.name, role: session.role, idleEndsAt: session.idleEndsAt, absoluteEndsAt: session.absoluteEndsAt };
}

/** A console address to come back to after sign-in: a path under /staff, never another site (`//host`, `/\host`). */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2000) return '/staff';
  if (!/^\/staff(?:[/?#]|$)/.test(raw) || raw.includes('\\') || raw.startsWith('//')) return '/staff';
  try {
    // Resolved against a throwaway origin: anything that leaves it is refused.
    const resolved = new URL(raw, 'https://console.invalid');
    return resolved.origin === 'https://console.invalid' && resolved.pathname.startsWith('/staff') ? `${resolved.pathname}${resolved.search}` : '/staff';
  } catch {
    return '/staff';
  }
}
