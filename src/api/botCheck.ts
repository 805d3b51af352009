// The app's side of the bot check no person sees (issue 35, docs/api.md#the-bot-check): in the first load only this
// switch; the solver (src/api/botCheckSolver.ts, a chunk of its own) and its web worker load when the bot check
// starts, which is after the app has taken a form's page over or at the first focus of a field (botCheckSaga), and in
// any case before a save. Nothing is asked of another origin: a challenge comes from the portal's own server, and a
// save's solution goes only to it.
import type { BotCheckSolver } from './botCheckSolver';

export interface BotCheck {
  /** Starts fetching and solving a challenge in the background; a second call does nothing. */
  start(): void;
  /** A solution for one save (each is used once), or undefined when there is none to give: the server decides. */
  payloadFor(url: URL): Promise<string | undefined>;
}

/** How long a save waits for a solution still being computed (a slow phone) before it goes without one. */
export const BOT_CHECK_WAIT_MS = 15_000;

const sameOrigin = (url: URL) => typeof window !== 'undefined' && url.origin === window.location.origin;

/**
 * The bot check of the portal whose own server is at `webBase` (resolved against the page); `fetchChallenge` asks it for
 * a challenge (GET BOT_CHECK.challengePath through the portal's HTTP client, src/api/portalApi.ts).
 */
export function createBotCheck(webBase: string, fetchChallenge: () => Promise<unknown>): BotCheck {
  let solver: Promise<BotCheckSolver | undefined> | undefined;

  function start(): void {
    // No worker (a test's DOM, a very old browser) or a portal server elsewhere: no solution, the server decides.
    if (solver !== undefined || typeof Worker === 'undefined' || !sameOrigin(new URL(webBase, document.baseURI))) return;
    solver = import(/* webpackChunkName: "bot-check" */ './botCheckSolver')
      .then(({ createBotCheckSolver }) => createBotCheckSolver(fetchChallenge))
      .catch(() => undefined);
  }

  return {
    start,
    async payloadFor(url) {
      if (!sameOrigin(url)) return undefined;
      start();
      const ready = await solver;
      return ready?.nextPayload(BOT_CHECK_WAIT_MS);
    },
  };
}
