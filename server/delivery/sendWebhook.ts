// One attempt of one message: an HTTP POST of the JSON body with the Standard Webhooks headers. The receiver's answer
// body is never read or kept (it may echo personal data); only its status is. Redirects are not followed (a receiver
// moved is a failure staff fix with `webhooks add`), and every attempt ends within its timeout.
import { answerVerdict, ATTEMPT_TIMEOUT_MS } from './schedule';
import { signatureHeader } from './signature';

export interface WebhookMessage {
  url: string;
  messageId: string;
  body: string;
  /** The secrets that sign it: the endpoint's, and during a rotation its previous one too. */
  secrets: readonly string[];
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
}

/** Our words for an attempt that got no answer: never the error's own message, which can carry the address. */
function failureWords(error: unknown, timeoutMs: number): string {
  // fetch's timeout is a DOMException, not always an Error of this realm: its name says what it is.
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  if (typeof code === 'string' && /CERT|SSL|TLS/.test(code)) return 'TLS certificate not accepted';
  return 'network error';
}

export async function sendWebhook(message: WebhookMessage, now: Date = new Date(), timeoutMs: number = ATTEMPT_TIMEOUT_MS): Promise<AttemptResult> {
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await fetch(message.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'portal-webhooks/1',
        'webhook-id': message.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(message.secrets, message.messageId, timestamp, message.body),
      },
      body: message.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Not read: only the status counts. Cancelling frees the connection.
    await response.body?.cancel().catch(() => undefined);
    const { status } = response;
    const verdict = answerVerdict(status);
    if (verdict === 'delivered') return { delivered: true, gone: false, status };
    return { delivered: false, gone: verdict === 'gone', status, error: `answered ${status}` };
  } catch (error) {
    return { delivered: false, gone: false, status: null, error: failureWords(error, timeoutMs) };
  }
}
