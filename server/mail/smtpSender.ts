// Sending by SMTP (issue 36), through nodemailer: plain text with its HTML alternative, from MAIL_FROM, to one
// recipient. What comes back is reduced to what the mail worker records: sent, or the server's reply code and a few
// words of ours, never the server's text (which may quote the address).
import nodemailer from 'nodemailer';
import type { MailSender } from './mailWorker';

/** Every step of a send waits at most this long: a server that hangs holds one job, not the worker. */
const SMTP_TIMEOUT_MS = 15_000;

interface SmtpError {
  responseCode?: unknown;
  code?: unknown;
}

/** A few words for a failed send: the reply code, or nodemailer's error code (ECONNECTION, ETIMEDOUT, EAUTH...). */
function describe(error: unknown): { status: number | null; error: string } {
  const { responseCode, code } = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const status = typeof responseCode === 'number' ? responseCode : null;
  const words = typeof code === 'string' && /^[A-Z_]{2,32}$/.test(code) ? code : 'send failed';
  return { status, error: status === null ? words : `SMTP ${status} ${words}` };
}

export function createSmtpSender(smtpUrl: string, from: string): { send: MailSender; close: () => void } {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // nodemailer's own logger would write addresses: off.
    logger: false,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // The plan's own notices (RFC 3834): an out-of-office reply should not answer them.
          headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
        });
        return { sent: true };
      } catch (error) {
        return { sent: false, ...describe(error) };
      }
    },
    close: () => transport.close(),
  };
}
