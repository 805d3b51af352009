// A receiver of the plan's, on loopback: records every POST (headers and body as sent) and answers as a test tells it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** What to answer: a status, or 'hang' (never answer, as a receiver that stopped responding). */
export type ReceiverAnswer = number | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedMessage[];
  answer: (message: ReceivedMessage) => ReceiverAnswer;
  close(): Promise<void>;
}

/** Where it listens: 127.0.0.1 on a free port unless a test needs another loopback address or a given port. */
export interface ReceiverPlace {
  host?: string;
  port?: number;
}

export async function startReceiver(answer: (message: ReceivedMessage) => ReceiverAnswer = () => 204, { host = '127.0.0.1', port = 0 }: ReceiverPlace = {}): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = { url: '', received: [], answer, close: async () => undefined };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
      const message = { headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      receiver.received.push(message);
      const reply = receiver.answer(message);
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(reply, { 'content-type': 'application/json' });
      // A body the portal must never keep.
      response.end(JSON.stringify({ echoed: message.body.slice(0, 40) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  receiver.url = `http://${host}:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/** Resolves once `condition` holds, polling; fails after `timeoutMs`. */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
