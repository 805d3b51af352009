// The one fetch wrapper: base URLs, the anti-forgery header, a timeout, and failures as ApiError.
import { BOT_CHECK, XSRF_HEADER_NAME, xsrfCookieName, type BaseName } from '../domain/apiContract';
import type { BotCheck } from './botCheck';
import { readCookie } from '../domain/cookies';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { serviceErrorText, type HttpFailure } from './httpErrors';

/**
 * A failed call. Sagas store `.failure` (plain data), never the Error itself, so actions stay
 * serializable. The message never holds request bodies: they are personal health information.
 */
export class ApiError extends Error {
  readonly failure: HttpFailure;

  constructor(failure: HttpFailure) {
    super(
      failure.status === 0
        ? (failure.message ?? 'The server cannot be reached')
        : `The request failed with status ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''}`,
    );
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export interface HttpClientOptions {
  /** Base of the API calls: '' (the page's origin), a path ('/portal') or an absolute URL. */
  apiBase: string;
  /** Base of the web calls (maintenance check, TGI save), same forms as apiBase. */
  webBase: string;
  timeoutMs?: number;
  /**
   * The language of the screens when a form is sent, said in the POST's Content-Language: the server stores it with
   * the submission and says its field errors in it (docs/languages.md). Read at each request that does not give its own.
   */
  contentLanguage?: () => string;
  /** The bot check whose solution each POST carries (src/api/botCheck.ts); none: no Bot-Check header. */
  botCheck?: BotCheck;
}

export interface HttpClient {
  getJson<T>(base: BaseName, path: string): Promise<T>;
  postJson<T>(base: BaseName, path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
}

function buildUrl(base: string, path: string): URL {
  // A trailing slash on a configured base must not double the path's leading one.
  const trimmedBase = base.replace(/\/+$/, '');
  // Absolute even for a '' base: Node's fetch (jest) cannot fetch relative URLs.
  return new URL(trimmedBase + path, document.baseURI);
}

/** The token must never leave for another origin: it would hand a third party our anti-forgery secret. */
function isSameOrigin(url: URL): boolean {
  return url.origin === window.location.origin;
}

function isJsonContentType(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!isJsonContentType(response)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readSuccessBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    // Bare answers such as `true` are JSON even when the server labels them text/plain.
    return JSON.parse(text) as unknown;
  } catch {
    // Callers validate shapes themselves (portalApi reads everything as unknown), so hand back the text.
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const bases: Record<BaseName, string> = { api: options.apiBase, web: options.webBase };

  async function request<T>(method: 'GET' | 'POST', base: BaseName, path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<T> {
    const url = buildUrl(bases[base], path);
    const headers = new Headers(extraHeaders);
    headers.set('Accept', 'application/json');
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    // A caller's own Content-Language (a survey kept from an earlier visit, sent in the language it was written in) stays.
    if (method === 'POST' && options.contentLanguage && !headers.has('Content-Language')) headers.set('Content-Language', options.contentLanguage());
    if (method !== 'GET' && isSameOrigin(url)) {
      // Decoded as the server's cookie parser decodes it, so the header is the value it compares with.
      const token = readCookie(document.cookie, xsrfCookieName(window.location.protocol === 'https:'));
      if (token) headers.set(XSRF_HEADER_NAME, token);
    }
    // Before the timeout starts: on a slow phone the solution may still be on its way.
    const botCheckPayload = method === 'POST' ? await options.botCheck?.payloadFor(url) : undefined;
    if (botCheckPayload) headers.set(BOT_CHECK.header, botCheckPayload);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    const failureFor = (error: unknown): ApiError => {
      if (timedOut) {
        return new ApiError({ status: 0, url: url.href, message: 'The request timed out: the server did not answer in time' });
      }
      const message = error instanceof Error && error.message ? error.message : 'The server cannot be reached';
      return new ApiError({ status: 0, url: url.href, message });
    };

    try {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'same-origin',
          signal: controller.signal,
        });
      } catch (error) {
        throw failureFor(error);
      }

      // The timer keeps running while the body streams in: a stalled body is as bad as no answer.
      try {
        if (!response.ok) {
          const errorBody = await readErrorBody(response);
          throw new ApiError({ status: response.status, statusText: response.statusText, url: response.url || url.href, body: errorBody });
        }
        // The caller names T; the wire cannot prove it, which is why portalApi asks for unknown.
        return (await readSuccessBody(response)) as T;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw failureFor(error);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    getJson: <T>(base: BaseName, path: string) => request<T>('GET', base, path),
    postJson: <T>(base: BaseName, path: string, body: unknown, headers?: Record<string, string>) =>
      request<T>('POST', base, path, body, headers),
  };
}

/**
 * docs/errors.md "Service failures": the text is built from the status and message and logged. Used by every
 * saga that catches a call's failure, so they all log the same way. Request bodies never reach it.
 */
export function logServiceFailure(error: unknown): void {
  console.error(error instanceof ApiError ? serviceErrorText(error.failure) : String(error));
}
