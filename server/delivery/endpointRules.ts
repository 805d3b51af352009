// What an endpoint of the plan may be (issues 22, 35, 38): the rules `webhooks add` and the console's Deliveries screen
// share, each wording the problems for its own people. An address is absolute http(s), https unless the plan says
// its receiver is on its internal network, without credentials or fragment; and where its host leads is checked
// before anything is stored (docs/operations.md#where-an-endpoint-may-lead).
import { addressRefusal, hostAddresses, type AddressRefusal } from './endpointAddress';

/** How long a rotated secret keeps signing beside the new one, so receivers can change theirs without a gap. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

export type EndpointUrlProblem = 'not-an-address' | 'scheme' | 'http-not-allowed' | 'credentials' | 'fragment';

export function readEndpointUrl(raw: string, allowHttp: boolean): { url: URL } | { problem: EndpointUrlProblem } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { problem: 'not-an-address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'scheme' };
  if (url.protocol === 'http:' && !allowHttp) return { problem: 'http-not-allowed' };
  // They would be logged and stored: receivers verify the signature instead.
  if (url.username || url.password) return { problem: 'credentials' };
  // Never sent to the receiver.
  if (url.hash) return { problem: 'fragment' };
  return { url };
}

/** What a failed look-up of the host means, in words (never the resolver's message). */
const LOOKUP_FAILURES: Record<string, string> = { ENOTFOUND: 'host not found', ENODATA: 'no address for it', EAI_AGAIN: 'the name server did not answer' };

export type DestinationCheck =
  /** Allowed; `inside`: the plan's own network address it leads to, when allowed there. */
  | { ok: true; inside: AddressRefusal | undefined }
  | { ok: false; reason: 'unresolved'; words: string }
  /** Somewhere the portal never posts (link-local, metadata, ...), or the plan's own network without leave. */
  | { ok: false; reason: 'never' | 'private'; refusal: AddressRefusal };

/** Where the address's host leads, checked now. */
export async function checkDestination(url: URL, allowPrivateNetwork: boolean): Promise<DestinationCheck> {
  let addresses: string[];
  try {
    addresses = (await hostAddresses(url.hostname)).map((answer) => answer.address);
  } catch (error) {
    const code = String((error as { code?: unknown } | undefined)?.code ?? '');
    return { ok: false, reason: 'unresolved', words: LOOKUP_FAILURES[code] ?? 'look-up failed' };
  }
  const refusal = addressRefusal(addresses, allowPrivateNetwork);
  if (refusal) return { ok: false, reason: refusal.range.privateNetwork === false ? 'never' : 'private', refusal };
  return { ok: true, inside: addressRefusal(addresses, false) };
}
