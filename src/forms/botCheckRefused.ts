// A save the server's bot check refused (issue 35), its retries spent (each try carries a fresh solution): told as what
// it is, with what to do, rather than as a system error. docs/errors.md#failures-by-call.
import { ApiError } from '../api/client';
import { BOT_CHECK } from '../domain/apiContract';
import { BOT_CHECK_FAILED } from '../domain/messages';
import type { FlowFailure } from './formFlow';

/** True for the 403 whose body names the bot check (not an anti-forgery token's 403). */
export function isBotCheckRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.failure.status !== 403) return false;
  const { body } = error.failure;
  return typeof body === 'object' && body !== null && (body as { check?: unknown }).check === BOT_CHECK.refusal;
}

/** The notice for it, naming the form's button (English texts, translated where shown). */
export function botCheckFailure(submitLabel: string): FlowFailure {
  return { ...BOT_CHECK_FAILED, values: { button: submitLabel } };
}
