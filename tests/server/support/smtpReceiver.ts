// A real SMTP server on loopback (smtp-server, the maintained package nodemailer's authors keep), for the tests of the
// portal's email: it takes every message, parses it (mailparser) and keeps it, or refuses recipients as a test tells it.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  parsed: ParsedMail;
}

export interface SmtpReceiver {
  port: number;
  /** SMTP_URL for the portal. */
  url: string;
  received: ReceivedMail[];
  /** Refuse these recipients with a 550 (a mailbox that does not exist). */
  refuse: Set<string>;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const addressText = (value: ParsedMail['to'] | ParsedMail['from']): string => (value === undefined ? '' : Array.isArray(value) ? value.map((one) => one.text).join(', ') : value.text);

/** Starts one on 127.0.0.1, on a free port unless a test needs a given one (the server "down at first, up later"). */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: addressText(parsed.to),
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error('unreadable message')));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    refuse,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
