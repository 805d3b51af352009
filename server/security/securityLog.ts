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
  | 'signedIntakeRefused';

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
