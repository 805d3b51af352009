// A save or a look-up whose answer never came, the retries spent (issue 18): the connection is the problem, not the
// system. Said with the spec's own words for it (docs/errors.md, "No Network: The server cannot be reached") and
// what to do; the failure notice's help line adds that everything typed is still there.
import { ApiError } from '../api/client';
import { NO_NETWORK_MESSAGE } from '../api/httpErrors';
import { en } from '../domain/text';
import type { FlowFailure } from './formFlow';

/** Ours: the spec gives the title only. `{button}` is the form's own button (Submit, DONE). */
export const CONNECTION_LOST_MESSAGE = en('Check that you are connected to the internet, then select {button} to send the form again.');

/** True for a request that got no answer at all (no connection, or the server out of reach). */
export function isConnectionLost(error: unknown): boolean {
  return error instanceof ApiError && error.failure.status === 0;
}

/** The notice for a lost connection, naming the form's button (an English text, translated where shown). */
export function connectionLostFailure(submitLabel: string): FlowFailure {
  return { title: NO_NETWORK_MESSAGE, message: CONNECTION_LOST_MESSAGE, values: { button: submitLabel } };
}
