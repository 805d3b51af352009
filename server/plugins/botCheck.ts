// The bot check on the instance (`app.botCheck`, server/security/botCheck.ts): the challenge route, under a budget of
// its own per client address, and the one judgement every submission route asks for, which logs, counts and says
// whether the request goes on. Nothing of it is registered under BOT_CHECK=off.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import { BOT_CHECK } from '../../src/domain/apiContract';
import { rateLimitOptions } from '../routes/api';
import { createBotCheck, type BotCheckFailure, type BotCheckGate, type BotCheckMode } from '../security/botCheck';
import { logSecurityEvent } from '../security/securityLog';

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheckGate;
  }
}

export interface BotCheckPluginOptions {
  mode: BotCheckMode;
  /** Challenges fetched per client address and window (each costs the server one key derivation). */
  rateLimit: { max: number; windowMs: number };
  /** Counts each verdict (the metrics' botCheck). */
  onVerdict?: (outcome: 'passed' | 'logged' | 'refused', reason: BotCheckFailure | 'none') => void;
}

async function botCheckPlugin(app: FastifyInstance, options: BotCheckPluginOptions): Promise<void> {
  const check = createBotCheck(() => app.antiForgerySecrets());
  app.decorate('botCheck', {
    mode: options.mode,
    verify: (payload) => (options.mode === 'off' ? Promise.resolve({ passed: true }) : check.verify(payload)),
    admit(request, verdict) {
      if (verdict.passed) {
        if (options.mode !== 'off') options.onVerdict?.('passed', 'none');
        return true;
      }
      const enforced = options.mode === 'enforce';
      logSecurityEvent(request, 'botCheckFailed', { reason: verdict.reason, mode: options.mode });
      options.onVerdict?.(enforced ? 'refused' : 'logged', verdict.reason);
      return !enforced;
    },
  } satisfies BotCheckGate);
  if (options.mode === 'off') return;

  await app.register(async (challenges) => {
    await challenges.register(fastifyRateLimit, rateLimitOptions(options.rateLimit.max, options.rateLimit.windowMs, 'bot check challenges'));
    challenges.get(
      BOT_CHECK.challengePath,
      {
        schema: {
          summary: 'A bot check challenge (ALTCHA, PBKDF2/SHA-256), solved by the app and sent back in the Bot-Check header of a save',
          tags: ['portal'],
          response: { 200: { type: 'object', required: ['parameters', 'signature'], additionalProperties: true } },
        },
      },
      async (_request, reply) => {
        // Each visitor's own, never cached by the browser or anything between.
        reply.header('cache-control', 'no-store');
        return check.challenge();
      },
    );
  });
}

export const botCheck = fastifyPlugin(botCheckPlugin, { name: 'portal-bot-check', fastify: '5.x', dependencies: ['portal-anti-forgery-secrets'] });
