// Quick benchmark of durable saves (not a test): N saves by C concurrent callers, each awaiting its
// commit before the next save, with an idempotency key on every save.
//   npx ts-node tests/server/store/saveBench.ts [total=20000] [callers=100]
//   TEST_DATABASE_URL=postgres://... npx ts-node tests/server/store/saveBench.ts
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresStore, createSqliteStore } from '../../../server/store/createStore';

async function main(): Promise<void> {
  const total = Number(process.argv[2] ?? 20000);
  const callers = Number(process.argv[3] ?? 100);
  const url = process.env.TEST_DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const store = url ? createPostgresStore(url) : createSqliteStore(dir);
  await store.migrate();
  const record = {
    providerLastName: 'Lovelace',
    providerFirstName: 'Ada',
    individualNPI: '1234567893',
    completedByName: 'Grace Hopper',
    completedByTitle: 'Office manager',
    email: 'office@example.org',
    phone: '(555) 010-0000',
    answer: 'Yes',
  };
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < total) {
        next += 1;
        await store.saveSubmission('tgi', record, { idempotencyKey: randomUUID(), npi: String(1_000_000_000 + (next % 5000)) });
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const stats = store.writeStats;
  console.log(
    `${store.dialect}: ${total} saves, ${callers} callers: ${seconds.toFixed(2)} s, ${Math.round(total / seconds)} submissions/s; ` +
      `${stats.batches} commits, mean batch ${(stats.items / stats.batches).toFixed(1)}, largest ${stats.largestBatch}`,
  );
  const count = await store.countSubmissions('tgi');
  if (!url && count !== total) throw new Error(`stored ${count}, expected ${total}`);
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
