// docs/errors.md: turns a failed HTTP call (as plain data) into the messages people and logs see.
import { en } from '../domain/text';

/** A failed call as serializable data, so sagas can keep it in actions and state. */
export interface HttpFailure {
  /** 0 when the server never answered (offline, DNS, CORS, timeout). */
  status: number;
  statusText?: string;
  url?: string;
  /** The parsed body: JSON when the answer was JSON, else its text. */
  body?: unknown;
  /** What went wrong on the client side (status 0), e.g. a timeout. */
  message?: string;
}

/**
 * Spec texts, verbatim, and in English wherever they are kept (the form's state, the logs): marked for the catalogs so
 * a failure notice says one in the page's language when it is the whole message, as no network is. A message made of
 * more than one (a 403's, a 404's with its address) joins the server's own words, and stays as it is.
 */
export const NO_NETWORK_MESSAGE = en('No Network: The server cannot be reached');
export const ACCESS_DENIED_MESSAGE = en('Access Denied!');
export const NOT_FOUND_MESSAGE = en('Not Found: The target resource cannot be found');

const CAPTION_SEPARATOR = ': ';

function stringFormOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') {
    // Nested validation details ({ errors: { name: [...] } }) read better as JSON than '[object Object]'.
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** Servers sometimes send JSON with a text content type; the classic mapping read such bodies as objects too. */
function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const trimmed = body.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return body;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return body;
  }
}

function bodyEntryMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  if (Array.isArray(body)) {
    // Index keys carry no meaning for a person; list the items themselves.
    return body.filter((item) => item !== null && item !== undefined && item !== '').map(stringFormOf);
  }
  const messages: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key) messages.push(`${key}${CAPTION_SEPARATOR}${stringFormOf(value)}`);
    else if (value) messages.push(stringFormOf(value));
  }
  return messages;
}

/** The list of messages for a failure, most important first; never empty. */
export function httpErrorMessages(failure: HttpFailure): string[] {
  const messages: string[] = [];
  const body = parsedBody(failure.body);

  if (failure.status === 0) {
    messages.push(NO_NETWORK_MESSAGE);
  } else {
    messages.push(...bodyEntryMessages(body));
  }

  if (messages.length === 0) {
    const isBodyText = body !== undefined && body !== null && body !== '' && typeof body !== 'object';
    if (isBodyText) messages.push(`body${CAPTION_SEPARATOR}${stringFormOf(body)}`);
    if (failure.message) messages.push(`error${CAPTION_SEPARATOR}${failure.message}`);
  }

  if (messages.length === 0) {
    messages.push(failure.statusText || `The request failed with status ${failure.status}`);
  }

  if (failure.status === 403) messages.unshift(ACCESS_DENIED_MESSAGE);
  if (failure.status === 404) {
    messages.unshift(failure.url ? `${NOT_FOUND_MESSAGE}. ${failure.url}` : NOT_FOUND_MESSAGE);
  }
  return messages;
}

/** The text after the caption of the first message captioned `caption` (case-insensitive), if any. */
function captionedText(messages: readonly string[], caption: string): string | undefined {
  const wanted = caption.toLowerCase();
  for (const message of messages) {
    const separatorAt = message.indexOf(CAPTION_SEPARATOR);
    if (separatorAt === -1) continue;
    if (message.slice(0, separatorAt).trim().toLowerCase() !== wanted) continue;
    const text = message.slice(separatorAt + CAPTION_SEPARATOR.length).trim();
    if (text) return text;
  }
  return undefined;
}

/** One message for a failure: no-network, not-found, error_description, error, then all of them joined. */
export function httpErrorMessage(failure: HttpFailure): string {
  const messages = httpErrorMessages(failure);
  if (failure.status === 0) return NO_NETWORK_MESSAGE;
  if (failure.status === 404) return messages[0] ?? NOT_FOUND_MESSAGE;
  return captionedText(messages, 'error_description') ?? captionedText(messages, 'error') ?? messages.join(', ');
}

/** docs/errors.md "Service failures": the text a service logs and raises for a failed call. */
export function serviceErrorText(failure: HttpFailure): string {
  if (failure.status === 0) return failure.message || NO_NETWORK_MESSAGE;
  return `Error Code: ${failure.status} Message: ${failure.statusText || httpErrorMessage(failure)}`;
}
