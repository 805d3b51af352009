// Raw HTTP for the server's tests of what a client sends below Fastify's request API: bytes on a socket, the answer read
// as it comes, until the server closes the connection.
import net from 'node:net';

/** Sends raw bytes to a listening app and collects everything it answers until it closes the connection. */
export function rawExchange(port: number, chunks: string[], gapMs = 0): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
    });
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - startedAt }));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('connect', () => {
      void (async () => {
        for (const chunk of chunks) {
          if (socket.destroyed) return;
          socket.write(chunk);
          if (gapMs) await new Promise((done) => setTimeout(done, gapMs));
        }
      })();
    });
  });
}

export function headersOf(raw: string): Record<string, string> {
  const [head = ''] = raw.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}
