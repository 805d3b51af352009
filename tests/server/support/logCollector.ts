// A log stream for an app under test that keeps its JSON lines, and picks out the security events among them.
import { Writable } from 'node:stream';

export function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { stream, lines, securityEvents: () => lines.filter((line) => 'securityEvent' in line) };
}
