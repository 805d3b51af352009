// Security events in the log (refused anti-forgery, rate limits, oversized or mistyped bodies, reused keys), with the
// client address and the route so abuse can be investigated; never a form value, header value or URL.
import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'antiForgeryRefused'
  | 'rateLimited'
  | 'bodyTooLarge'
  | 'unsupportedMediaType'
  | 'idempotencyKeyReused'
  | 'malformedRequest'
  /** The STOP intake (issue 23): a request not signed, signed too long ago, or signed wrongly. */
  | 'signedIntakeRefused'
  /** A submission without a valid bot check (issue 35): refused under BOT_CHECK=enforce, only logged under log. */
  | 'botCheckFailed'
  /** A delivery whose endpoint's host led to an address it may not reach (issue 35): no connection was made. */
  | 'webhookAddressRefused'
  /** The staff console (issue 37): a sign-in refused (its state, nonce, verifier or ID token, or no role), and a route the role does not allow. */
  | 'staffSignInRefused'
  | 'staffForbidden';

export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, detail: Record<string, string | number> = {}): void {
  request.log.warn(
    {
      securityEvent: event,
      clientAddress: request.ip,
      method: request.method,
      // The route pattern (…/IsNPIValid/:npi), never the URL itself: an NPI in a path is a provider's identifier.
      route: request.routeOptions?.url ?? 'unmatched',
      ...detail,
    },
    'security event',
  );
}

/** The part of pino's logger an event outside a request needs (the delivery worker's log fits). */
interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A security event no request caused (the delivery worker's): the same line, naming what it concerns instead of a client. */
export function logSecurityEventOutsideRequest(log: WarningLog, event: SecurityEvent, detail: Record<string, string | number>): void {
  log.warn({ securityEvent: event, ...detail }, 'security event');
}
