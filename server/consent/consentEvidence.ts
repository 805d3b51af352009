// What a consent keeps of the request that carried it (issue 23): the address of the page it came from, and, only when
// the plan turns it on (CONSENT_KEEP_CLIENT), the client's IP address and user agent. Each is kept only in a form the
// store takes: a value it would refuse is dropped, never the consent.
import type { FastifyRequest } from 'fastify';
import { MAX_CLIENT_IP_LENGTH, MAX_PAGE_URL_LENGTH, MAX_USER_AGENT_LENGTH } from '../store/submission';

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- and what is looked for (a separate, stateless test)
const HAS_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The page's address from the Referer the browser sends with the form's request (the portal's Referrer-Policy,
 * strict-origin-when-cross-origin, sends the whole address to its own origin): its origin and path, without the
 * query or fragment, which are not part of the page and could carry what should not be kept.
 */
export function pageAddress(referer: string | undefined): string | undefined {
  if (referer === undefined || referer.length > MAX_PAGE_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const address = `${url.origin}${url.pathname}`;
  return address.length <= MAX_PAGE_URL_LENGTH && !HAS_CONTROL.test(address) ? address : undefined;
}

/** A header's text as the store keeps it: control characters out, cut to its length. */
function keptText(value: string | undefined, max: number): string | undefined {
  const text = value?.replace(CONTROL, '').trim().slice(0, max);
  return text ? text : undefined;
}

export interface ConsentEvidence {
  pageUrl?: string;
  clientIp?: string;
  userAgent?: string;
}

export function consentEvidence(request: Pick<FastifyRequest, 'headers' | 'ip'>, keepClient: boolean): ConsentEvidence {
  const evidence: ConsentEvidence = {};
  const page = pageAddress(typeof request.headers.referer === 'string' ? request.headers.referer : undefined);
  if (page !== undefined) evidence.pageUrl = page;
  if (keepClient) {
    const ip = keptText(request.ip, MAX_CLIENT_IP_LENGTH);
    const userAgent = keptText(request.headers['user-agent'], MAX_USER_AGENT_LENGTH);
    if (ip !== undefined) evidence.clientIp = ip;
    if (userAgent !== undefined) evidence.userAgent = userAgent;
  }
  return evidence;
}
