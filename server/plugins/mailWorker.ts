// Email (issue 36): with SMTP set, the mail worker runs while the app does, stopped as close() begins and waited for
// before the store closes, as the delivery worker is. Without it nothing is sent, and the start says what that means.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { PortalConfig } from '../../src/domain/portalConfig';
import { MailWorker, type MailSender } from '../mail/mailWorker';
import { createSmtpSender } from '../mail/smtpSender';
import { runWithApp } from './lifecycle';

export interface MailWorkerPluginOptions {
  mail: { smtpUrl: string | undefined; from: string | undefined; linkBase: string | undefined };
  portal: PortalConfig;
  planTimeZone: string;
  /** Tests send through their own SMTP server the same way; this replaces the transport only. */
  send?: MailSender;
}

async function mailWorkerPlugin(app: FastifyInstance, options: MailWorkerPluginOptions): Promise<void> {
  const { smtpUrl, from, linkBase } = options.mail;
  if (smtpUrl === undefined || from === undefined || linkBase === undefined) {
    app.log.warn(
      { setting: 'SMTP_URL' },
      'email is off: no message is sent, and a consent with a new email address counts at once, flagged unconfirmed in the exports (docs/operations.md#sending-email)',
    );
    return;
  }
  const smtp = options.send ? undefined : createSmtpSender(smtpUrl, from);
  const worker = new MailWorker({
    store: app.store,
    log: app.log,
    send: options.send ?? smtp!.send,
    portal: options.portal,
    planTimeZone: options.planTimeZone,
    linkBase,
  });
  runWithApp(app, {
    start: () => worker.start(),
    stop: async () => {
      await worker.stop();
      smtp?.close();
    },
  });
}

export const mailWorker = fastifyPlugin(mailWorkerPlugin, { name: 'portal-mail-worker', fastify: '5.x', dependencies: ['portal-store'] });
