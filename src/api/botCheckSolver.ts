// The bot check's solver (issue 35, docs/api.md#the-bot-check), a chunk of its own that src/api/botCheck.ts loads when
// the check starts: it fetches a challenge from the portal's server and has a web worker (botCheck.worker.ts) solve it
// while the person fills the form, so a save finds its solution ready. Each solution is used once; the next is solved
// as soon as one is handed out (a retry, or another attestation, finds it ready too).
import { ApiError } from './client';

export interface BotCheckSolver {
  /** The solved payload for one save, waiting at most `waitMs` for one still being computed; undefined without one. */
  nextPayload(waitMs: number): Promise<string | undefined>;
}

/** A challenge as the server signs it (ALTCHA's `Challenge`): only its expiry is read here. */
interface Challenge {
  parameters: { expiresAt?: number };
  signature: string;
}

interface Solved {
  payload: string;
  /** The challenge's expiry, in seconds since 1970. */
  expiresAt: number;
}

/** A solution this close to its challenge's expiry is not sent: it could expire on the way. */
const EXPIRY_MARGIN_MS = 60_000;

/** `fetchChallenge`: the portal's server's challenge (through the HTTP client, with its timeout). */
export function createBotCheckSolver(fetchChallenge: () => Promise<unknown>): BotCheckSolver {
  const worker = new Worker(new URL('./botCheck.worker.ts', import.meta.url));
  let serverHasNoCheck = false;

  /** Solves in the worker: one challenge at a time, as the solver asks for one solution at a time. */
  function solveInWorker(challenge: Challenge): Promise<Solved | undefined> {
    return new Promise((resolve) => {
      worker.onmessage = (event: MessageEvent<{ solution?: unknown }>) => {
        const { solution } = event.data;
        resolve(solution ? { payload: btoa(JSON.stringify({ challenge, solution })), expiresAt: challenge.parameters.expiresAt ?? Infinity } : undefined);
      };
      worker.onerror = () => resolve(undefined);
      worker.postMessage(challenge);
    });
  }

  function solveOne(): Promise<Solved | undefined> {
    if (serverHasNoCheck) return Promise.resolve(undefined);
    return fetchChallenge()
      .then((challenge) => solveInWorker(challenge as Challenge))
      .catch((error: unknown) => {
        // 404: the server has no bot check (BOT_CHECK=off, or another back end); not asked again on this page.
        if (error instanceof ApiError && error.failure.status === 404) serverHasNoCheck = true;
        return undefined;
      });
  }

  let next = solveOne();

  const within = (solving: Promise<Solved | undefined>, waitMs: number) =>
    Promise.race([solving, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), waitMs))]);

  return {
    async nextPayload(waitMs) {
      let solved = await within(next, waitMs);
      // Still solving (a slow phone): this save goes without; the solution stays for its retry.
      if (solved === 'waiting') return undefined;
      if (solved === undefined || solved.expiresAt * 1000 - Date.now() < EXPIRY_MARGIN_MS) {
        next = solveOne();
        solved = await within(next, waitMs);
        if (solved === 'waiting') return undefined;
      }
      next = solveOne();
      return solved?.payload;
    },
  };
}
