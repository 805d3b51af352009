// What a consent keeps of the request that carried it (issue 23): the address of the page it came from, and, only when
// the plan turns it on (CONSENT_KEEP_CLIENT), the client's IP address and user agent. Each is kept only in a form the
// store takes: a value it would refuse is dropped, never the consent.
import type { FastifyRequest } from 'fastify';
import { hasForbiddenCharacter } from '../../src/domain/recordValidation';
import { MAX_CLIENT_IP_LENGTH, MAX_PAGE_URL_LENGTH, MAX_USER_AGENT_LENGTH } from '../store/submission';

/**
 * The page's address from the Referer the browser sends with the form's request (the portal's Referrer-Policy,
 * strict-origin-when-cross-origin, sends the whole address to its own origin): its origin and path, without the
 * query or fragment, which are not part of the page and could carry what should not be kept. Only a page of the
 * portal's own (one of `ownOrigins`): a Referer is what the browser asserts, and another site's address is no evidence
 * of where the consent was given (issue 35).
 */
export function pageAddress(referer: string | undefined, ownOrigins: ReadonlySet<string>): string | undefined {
  if (referer === undefined || referer.length > MAX_PAGE_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !ownOrigins.has(url.origin)) return undefined;
  const address = `${url.origin}${url.pathname}`;
  return address.length <= MAX_PAGE_URL_LENGTH && !hasForbiddenCharacter(address) ? address : undefined;
}

/**
 * A header's text as the store keeps it: without the characters the records refuse (C0 and C1 controls, text-direction
 * and line separators: they would reach a staff terminal through the export), cut to its length.
 */
function keptText(value: string | undefined, max: number): string | undefined {
  const text = value === undefined ? undefined : [...value].filter((character) => !hasForbiddenCharacter(character)).join('').trim().slice(0, max);
  return text ? text : undefined;
}

/**
 * The origins the portal's pages are served from: the request's own (as the proxy in front says it, with trustProxy),
 * and the configured web base's when it is an absolute address.
 */
export function portalOrigins(request: Pick<FastifyRequest, 'protocol' | 'host'>, webBase: string): ReadonlySet<string> {
  const origins = new Set<string>();
  // Through URL, so a default port is spelled as a Referer's origin spells it (http://localhost:80 is http://localhost).
  for (const address of [`${request.protocol}://${request.host}`, webBase]) {
    try {
      origins.add(new URL(address).origin);
    } catch {
      // A relative web base (the default, ''), or a Host header that is no host: no origin of the portal's.
    }
  }
  return origins;
}

export interface ConsentEvidence {
  pageUrl?: string;
  clientIp?: string;
  userAgent?: string;
}

export function consentEvidence(
  request: Pick<FastifyRequest, 'headers' | 'ip' | 'protocol' | 'host'>,
  keepClient: boolean,
  webBase = '',
): ConsentEvidence {
  const evidence: ConsentEvidence = {};
  const referer = typeof request.headers.referer === 'string' ? request.headers.referer : undefined;
  const page = pageAddress(referer, portalOrigins(request, webBase));
  if (page !== undefined) evidence.pageUrl = page;
  if (keepClient) {
    const ip = keptText(request.ip, MAX_CLIENT_IP_LENGTH);
    const userAgent = keptText(request.headers['user-agent'], MAX_USER_AGENT_LENGTH);
    if (ip !== undefined) evidence.clientIp = ip;
    if (userAgent !== undefined) evidence.userAgent = userAgent;
  }
  return evidence;
}
