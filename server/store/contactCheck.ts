// A consent's contact check (issue 36, docs/consent.md#confirming-a-new-email-or-number): what the server settled, once
// the consent was stored, about the contact points it names. Kept as JSON text in submissions.contact_check; null until
// settled (a consent stored and not yet settled counts for nothing). The store reads and writes it; the rules of what a
// consent waits for are server/consent/consentStates.ts's.
import { CONTACT_POINTS, type ContactPoint } from '../../src/domain/contactConfirmation';

export interface ContactCheck {
  /** The new contact points it waits for; empty when it counted at once. */
  needs: ContactPoint[];
  /** New contact points it took at once, with nothing to confirm them by (no SMTP, no SMS platform): flagged in exports. */
  unconfirmed: ContactPoint[];
  /** Stored before consents were confirmed (migration 0014): counted at once, its contact points taken as the member's. */
  legacy?: true;
}

/** What the migration writes on the consents stored before it. */
export const LEGACY_CONTACT_CHECK = JSON.stringify({ needs: [], unconfirmed: [], legacy: true } satisfies ContactCheck);

const points = (value: unknown): ContactPoint[] => (Array.isArray(value) ? CONTACT_POINTS.filter((point) => value.includes(point)) : []);

/** The stored text as a check; null for a consent not settled yet (or text that is not one, which counts for nothing too). */
export function readContactCheck(text: string | null): ContactCheck | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { needs, unconfirmed, legacy } = value as Record<string, unknown>;
    return { needs: points(needs), unconfirmed: points(unconfirmed), ...(legacy === true ? { legacy: true as const } : {}) };
  } catch {
    return null;
  }
}

export function writeContactCheck(check: ContactCheck): string {
  return JSON.stringify(check);
}
