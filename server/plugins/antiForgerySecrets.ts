// The anti-forgery secrets on the instance (`app.antiForgerySecrets()`), and the timer that reads them again.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ANTI_FORGERY_SECRET, newAntiForgerySecret, SECRETS_REREAD_MS, type AntiForgerySecrets } from '../security/antiForgery';
import type { PortalStore } from '../store/types';
import { runWithApp } from './lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** The secrets anti-forgery tokens and receipts are signed with now. */
    antiForgerySecrets: () => AntiForgerySecrets;
  }
}

export interface AntiForgerySecretsOptions {
  /** SESSION_SECRET; undefined keeps the secrets in the database. */
  sessionSecret: string | undefined;
}

async function readSecrets(store: PortalStore): Promise<AntiForgerySecrets> {
  return { current: await store.sharedSecret(ANTI_FORGERY_SECRET, newAntiForgerySecret), previous: await store.previousSharedSecret(ANTI_FORGERY_SECRET) };
}

/**
 * SESSION_SECRET when set (rotated by changing it and restarting; a token signed with the old one is refused once, and
 * the portal's save tries again with the fresh pair the 403 carries). Otherwise the random secret kept in the
 * database, shared by every instance (tokens survive restarts), and its predecessor after `npm run admin -- secrets
 * rotate`: read at start, then again every SECRETS_REREAD_MS from when the app is ready until it closes, so every
 * instance signs with the new one within that time.
 */
async function antiForgerySecretsPlugin(app: FastifyInstance, options: AntiForgerySecretsOptions): Promise<void> {
  if (options.sessionSecret !== undefined) {
    const fixed = { current: options.sessionSecret };
    app.decorate('antiForgerySecrets', () => fixed);
    return;
  }
  let secrets = await readSecrets(app.store);
  app.decorate('antiForgerySecrets', () => secrets);
  let timer: NodeJS.Timeout | undefined;
  runWithApp(app, {
    start() {
      timer = setInterval(() => {
        readSecrets(app.store)
          .then((next) => {
            if (next.current !== secrets.current || next.previous !== secrets.previous) secrets = next;
          })
          .catch(() => app.log.warn('the anti-forgery secrets could not be read again; the ones in hand stay'));
      }, SECRETS_REREAD_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
    },
  });
}

export const antiForgerySecrets = fastifyPlugin(antiForgerySecretsPlugin, { name: 'portal-anti-forgery-secrets', fastify: '5.x', dependencies: ['portal-store'] });
