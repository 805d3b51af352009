// Temporary probe.
import { openApp, openSession, post, envelope, FORMS } from '../support/appHarness';
it('probe', async () => {
  const t = await openApp({ env: { TRUST_PROXY: 'true' } });
  const s = await openSession(t.app);
  const show = (label: string, r: { statusCode: number; headers: object; body: string }) => console.log(label, r.statusCode, JSON.stringify(r.headers), r.body.slice(0, 400));
  show('ok', await post(t.app, s, FORMS.attestation.path, envelope('attestation', FORMS.attestation.record())));
  show('bad', await post(t.app, s, FORMS.attestation.path, envelope('attestation', { ...FORMS.attestation.record(), firstName: '', extra: 1 })));
  show('unknownTop', await post(t.app, s, FORMS.attestation.path, { formData: '{}', x: 1 }));
  show('type', await post(t.app, s, FORMS.attestation.path, { formData: 5 }));
  show('big', await post(t.app, s, FORMS.attestation.path, { formData: 'x'.repeat(17000) }));
  show('415', await post(t.app, s, FORMS.attestation.path, 'hello', { 'content-type': 'text/plain' }));
  show('badjson', await post(t.app, s, FORMS.attestation.path, '{"formData": "CanaryFirstZq7'));
  show('404api', await t.app.inject({ url: '/api/x' }));
  show('404asset', await t.app.inject({ url: '/assets/none.js' }));
  show('spa', await t.app.inject({ url: '/tgisurvey', headers: { accept: 'text/html' } }));
  show('https', await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } }));
  show('asset', await t.app.inject({ url: '/assets/main.abc123.js', headers: { 'accept-encoding': 'br' } }));
  show('map', await t.app.inject({ url: '/assets/main.abc123.js.map' }));
  show('stats', await t.app.inject({ url: '/stats.json' }));
  show('npi', await t.app.inject({ url: '/api/Attestation/IsNPIValid/' + 'x'.repeat(40) }));
  show('npi2', await t.app.inject({ url: '/api/Attestation/IsNPIValid/abc' }));
  show('openapi', await t.app.inject({ url: '/api/openapi.json' }));
  await t.close();
});
