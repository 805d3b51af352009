// A consent stored as the server stores one (issue 36): saved, then settled, as the API and the plain form post do. A
// consent only saved is not settled yet, and counts for nothing; these contracts test what comes after.
import { settleConsent } from '../../../server/consent/confirmation';
import type { PortalStore, SaveOptions, SaveResult } from '../../../server/store/types';

/** Saves a consent and settles it; `emailConfirmation` as SMTP_URL would set it (off, as in these tests' servers). */
export async function savedConsent(
  store: PortalStore,
  record: Record<string, unknown>,
  options: SaveOptions = {},
  emailConfirmation = false,
): Promise<SaveResult> {
  const saved = await store.saveSubmission('contact', record, options);
  if (!saved.keyConflict) await settleConsent({ store, emailConfirmation }, saved.id);
  return saved;
}
