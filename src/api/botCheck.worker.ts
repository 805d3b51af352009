// The bot check's web worker (issue 35): solves an ALTCHA challenge with altcha-lib's solver and the browser's own
// PBKDF2 (Web Crypto), off the page's thread, so typing never stutters while it works.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The worker's global scope, as much of it as is used (the DOM library types `self` as a window). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<Challenge>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey })
    .then((solution) => scope.postMessage({ solution }))
    .catch(() => scope.postMessage({ solution: null }));
};
