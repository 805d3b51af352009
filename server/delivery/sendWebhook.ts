// One attempt of one message: an HTTP POST of the JSON body with the Standard Webhooks headers. The receiver's answer
// body is never looked at or kept (it may echo personal data): only its status is, and a short body is dropped as it
// arrives so the connection can carry the next message. Redirects are not followed (a receiver
// moved is a failure staff fix with `webhooks add`), and every attempt ends within its timeout. The connection goes
// only to an address the endpoint allows, checked as it is made (endpointAddress.ts, issue 35).
import http from 'node:http';
import https from 'node:https';
import { addressRefusal, AddressRefusedError, checkingLookup, ipLiteral, type AddressRefusal } from './endpointAddress';
import { answerVerdict, ATTEMPT_TIMEOUT_MS } from './schedule';
import { signatureHeader } from './signature';

export interface WebhookMessage {
  url: string;
  messageId: string;
  body: string;
  /** The secrets that sign it: the endpoint's, and during a rotation its previous one too. */
  secrets: readonly string[];
  /** The endpoint was added with --allow-private-network: its host may lead to the plan's own network. */
  allowPrivateNetwork: boolean;
}

export interface AttemptResult {
  /** 2xx. */
  delivered: boolean;
  /** 410 Gone: the receiver asks not to be sent anything more. */
  gone: boolean;
  /** The answer's status; null when none came. */
  status: number | null;
  /** What went wrong, in our words; undefined when delivered. */
  error?: string;
  /** No connection was made: the host led to an address the endpoint may not reach (a security event). */
  refusedAddress?: AddressRefusal;
}

/**
 * One pool of connections per protocol and per rule: a connection is kept open for the next message only in the pool
 * of the rule it was checked by, so an endpoint without --allow-private-network never reuses one that another endpoint
 * (same host and port, with the flag) opened to its own network. Each pool's look-up checks and pins every connection.
 */
function agents(allowPrivateNetwork: boolean) {
  const lookup = checkingLookup(allowPrivateNetwork);
  return { 'http:': new http.Agent({ keepAlive: true, lookup }), 'https:': new https.Agent({ keepAlive: true, lookup }) };
}
const AGENTS = { strict: agents(false), privateNetwork: agents(true) };

/**
 * An answer's body is let through to be dropped, never looked at, up to this size, so its connection can carry the next
 * message; a longer one ends the connection.
 */
const DROPPED_BODY_LIMIT_BYTES = 64 * 1024;

/** Our words for an attempt that got no answer: never the error's own message, which can carry the address. */
function failureWords(error: unknown, timeoutMs: number): string {
  // The timeout aborts the request: an AbortError (its cause the signal's TimeoutError).
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const anyCode = code ?? cause?.code;
  if (anyCode === 'ECONNREFUSED') return 'connection refused';
  if (anyCode === 'ENOTFOUND' || anyCode === 'EAI_AGAIN' || anyCode === 'ENODATA') return 'host not found';
  if (anyCode === 'ECONNRESET' || anyCode === 'EPIPE') return 'connection reset';
  if (typeof anyCode === 'string' && /CERT|SSL|TLS|SIGNATURE|ISSUER/.test(anyCode)) return 'TLS certificate not accepted';
  return 'network error';
}

/** POSTs the body; resolves to the answer's status as soon as it comes, its body dropped. */
function post(url: URL, headers: http.OutgoingHttpHeaders, body: string, allowPrivateNetwork: boolean, timeoutMs: number): Promise<number> {
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const agent = AGENTS[allowPrivateNetwork ? 'privateNetwork' : 'strict'][protocol];
  const request = protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent, signal: AbortSignal.timeout(timeoutMs) },
      (answer) => {
        resolve(answer.statusCode ?? 0);
        // Ended by the timeout or the limit: nothing more to hear.
        answer.on('error', () => undefined);
        let dropped = 0;
        answer.on('data', (chunk: Buffer) => {
          dropped += chunk.length;
          if (dropped > DROPPED_BODY_LIMIT_BYTES) answer.destroy();
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

export async function sendWebhook(message: WebhookMessage, now: Date = new Date(), timeoutMs: number = ATTEMPT_TIMEOUT_MS): Promise<AttemptResult> {
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const url = new URL(message.url);
    // A host that is an address is connected to without a look-up: it is checked here instead.
    const literal = ipLiteral(url.hostname);
    const refusal = literal === undefined ? undefined : addressRefusal([literal], message.allowPrivateNetwork);
    if (refusal) throw new AddressRefusedError(refusal);
    const status = await post(
      url,
      {
        'content-type': 'application/json',
        'user-agent': 'portal-webhooks/1',
        'webhook-id': message.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(message.secrets, message.messageId, timestamp, message.body),
      },
      message.body,
      message.allowPrivateNetwork,
      timeoutMs,
    );
    const verdict = answerVerdict(status);
    if (verdict === 'delivered') return { delivered: true, gone: false, status };
    return { delivered: false, gone: verdict === 'gone', status, error: `answered ${status}` };
  } catch (error) {
    if (error instanceof AddressRefusedError) return refused(error);
    return { delivered: false, gone: false, status: null, error: failureWords(error, timeoutMs) };
  }
}

function refused(error: AddressRefusedError): AttemptResult {
  return { delivered: false, gone: false, status: null, error: error.message, refusedAddress: error.refusal };
}
