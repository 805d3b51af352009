// The bench's control (issue 22): what this machine can do with none of the portal's work. A bare Fastify route,
// POST /api/Attestation, that inserts the request's JSON as it came into SQLite (WAL, synchronous=FULL: each insert
// its own durable transaction), with no validation, no security, no outbox. `npm run bench` runs the same load
// against it in the same run, so the portal's figures read as a ratio to this machine's, whatever else it is doing.
// PORT and CONTROL_DB (a file path) are its settings.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(process.env.CONTROL_DB);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS submissions (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, record TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO submissions (received_at, record) VALUES (?, ?)');

const app = Fastify({ logger: false });
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
app.get('/readyz', async () => ({ status: 'ready' }));
app.post('/api/Attestation', async (request, reply) => {
  const { lastInsertRowid } = insert.run(new Date().toISOString(), request.body);
  return reply.code(201).send({ id: Number(lastInsertRowid) });
});
app.get('/count', async () => ({ count: db.prepare('SELECT count(*) AS n FROM submissions').get().n }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
