// The consents a request left unsettled (issue 36): a consent is settled right after its commit, in its request; when
// that request failed between the two (a lost database connection, a crash) and its client did not send it again, this
// sweep, in every instance, settles it a little later, so its confirmation email and events still go out. Settling is
// once only (the store refuses a second), so instances sweeping together do no harm.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { settleConsent } from '../consent/confirmation';
import { CONSENT_FORM_KIND } from '../store/withdrawalRules';
import { runWithApp } from './lifecycle';

export interface ConsentSettlingOptions {
  emailConfirmation: boolean;
  /** How often to look; a consent is left to its own request this long before the sweep takes it. */
  everyMs?: number;
}

/** Settles the consents left unsettled for longer than `graceMs`; returns how many. */
export async function settleLeftovers(app: FastifyInstance, emailConfirmation: boolean, graceMs: number, now = new Date()): Promise<number> {
  const ids = await app.store.confirmations.unsettled(CONSENT_FORM_KIND, new Date(now.getTime() - graceMs), 100);
  for (const id of ids) await settleConsent({ store: app.store, emailConfirmation }, id);
  return ids.length;
}

async function consentSettlingPlugin(app: FastifyInstance, options: ConsentSettlingOptions): Promise<void> {
  const everyMs = options.everyMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = settleLeftovers(app, options.emailConfirmation, everyMs)
      .then((count) => {
        if (count > 0) app.log.warn({ consentsSettled: count }, 'consents left unsettled by their requests were settled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'settling the consents left unsettled failed; tried again at the next sweep'));
  };
  runWithApp(app, {
    start: () => {
      timer = setInterval(sweep, everyMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  });
}

export const consentSettling = fastifyPlugin(consentSettlingPlugin, { name: 'portal-consent-settling', fastify: '5.x', dependencies: ['portal-store'] });
