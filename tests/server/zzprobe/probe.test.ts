// Temporary probe.
import { Writable } from 'node:stream';
import { openApp, openSession, post, envelope, FORMS, storeWith } from '../support/appHarness';
it('probe', async () => {
  const lines: string[] = [];
  const logStream = new Writable({ write(c, _e, cb) { lines.push(String(c)); cb(); } });
  const t = await openApp({ env: { RATE_LIMIT_MAX: '3' }, logStream, wrapStore: (s) => storeWith(s, { getMaintenance: async () => { throw new Error('boom SELECT * FROM submissions'); } }) });
  const s = await openSession(t.app).catch((e) => { console.log('session fail', String(e)); return undefined; });
  const show = (label: string, r: { statusCode: number; headers: object; body: string }) => console.log(label, r.statusCode, JSON.stringify(r.headers).slice(0, 300), r.body.slice(0, 300));
  show('maint', await t.app.inject({ url: '/api/common/issiteinmaintenance' }));
  const r = await t.app.inject({ url: '/notification' });
  const ck = r.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const tok = r.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const ss = { cookie: ck, token: tok, sessionId: '', headers: { cookie: ck, 'x-xsrf-token': tok } };
  for (let i = 0; i < 5; i++) show('post' + i, await post(t.app, ss, FORMS.contact.path, envelope('contact', { ...FORMS.contact.record(), firstName: 'CanaryFirstZq7' }), { 'idempotency-key': 'abcdefgh12' }));
  show('403', await t.app.inject({ method: 'POST', url: FORMS.contact.path, payload: { formData: 'CanaryFirstZq7' } }));
  void s;
  await t.close();
  require('fs').writeFileSync('/tmp/probe-log.txt', lines.join(''));
});
