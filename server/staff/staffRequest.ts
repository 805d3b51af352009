// What a staff request knows of its session, and the audit entry it writes (issue 37): who from the session, from where
// by the proxy settings (request.ip), what and which records from the route.
import type { FastifyRequest } from 'fastify';
import type { AuditAction, StaffRole } from '../../src/domain/staffConsole';
import type { PortalStore, StaffSession } from '../store/types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call a staff route (issue 37): 'public' (the sign-in steps and the console's assets), or the least role.
     * Every route under /staff must say: the console refuses to start with one that does not (server/plugins/staffConsole.ts).
     */
    staffAccess?: 'public' | StaffRole;
  }
  interface FastifyRequest {
    /** The signed-in session of a staff route that needs a role; undefined on the public ones. */
    staffSession: { session: StaffSession; idHash: string } | undefined;
  }
}

/** Appends an entry to the audit trail for this request's person; the request fails if it cannot be written. */
export async function audit(
  store: PortalStore,
  request: FastifyRequest,
  action: AuditAction,
  detail: Readonly<Record<string, string | number | boolean>> = {},
  records: readonly string[] = [],
  who: { subject: string | null; email: string | null } | undefined = request.staffSession?.session,
): Promise<void> {
  await store.staff.appendAudit({ subject: who?.subject ?? null, email: who?.email ?? null, clientAddress: request.ip, action, detail, records });
}
