// Metrics for operations (issue 22): Prometheus text on a port of its own, counting submissions by form and outcome,
// request durations by route pattern, NPI look-ups, deliveries, and the outbox's backlog; never a value typed.
import { npiValidityPath } from '../../src/domain/apiContract';
import { createMetrics, privateAddress, startMetricsServer, type MetricsServer, type PortalMetrics } from '../../server/metrics';
import { contactRecord, envelope, FORMS, openApp, openSession, post, VALID_NPI, type TestApp } from './support/appHarness';

let t: TestApp;
let metrics: PortalMetrics;
let server: MetricsServer;

beforeEach(async () => {
  t = await openApp({
    prefix: 'metrics',
    serveSpa: false,
    metrics: (store) => {
      metrics = createMetrics(store);
      return metrics;
    },
  });
  server = await startMetricsServer(metrics, 0, '127.0.0.1');
});
afterEach(async () => {
  await server.close();
  await t.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.address.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

it('counts submissions by form and outcome, NPI look-ups and request durations by route, naming no value', async () => {
  const session = await openSession(t.app);
  const body = envelope('contact', contactRecord({ memberId: 'M777' }));
  expect((await post(t.app, session, FORMS.contact.path, body, { 'idempotency-key': 'metrics-key-1' })).statusCode).toBe(201);
  expect((await post(t.app, session, FORMS.contact.path, body, { 'idempotency-key': 'metrics-key-1' })).statusCode).toBe(201);
  expect((await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord({ memberId: 'M 1' })))).statusCode).toBe(400);
  expect((await t.app.inject({ method: 'GET', url: npiValidityPath(VALID_NPI), headers: session.headers })).statusCode).toBe(200);

  const text = await scrape();
  expect(text).toContain('portal_submissions_total{form="contact",outcome="stored"} 1');
  expect(text).toContain('portal_submissions_total{form="contact",outcome="replayed"} 1');
  expect(text).toContain('portal_submissions_total{form="contact",outcome="refused"} 1');
  expect(text).toContain('portal_npi_lookups_total{outcome="valid"} 1');
  expect(text).toMatch(/portal_http_request_duration_seconds_count\{method="GET",route="\/api\/Attestation\/IsNPIValid\/:npi",status_code="200"\} 1/);
  expect(text).toContain('process_resident_memory_bytes');
  expect(text).not.toContain(VALID_NPI);
  expect(text).not.toContain('M777');
});

it('reports the outbox: jobs waiting and the age of the oldest, and counts delivery outcomes', async () => {
  await t.store.outbox.addEndpoint('https://crm.example.org/hooks', ['contact'], `whsec_${Buffer.alloc(24, 3).toString('base64')}`);
  expect(await scrape()).toContain('portal_delivery_jobs_waiting 0\n');
  await t.store.saveSubmission('contact', contactRecord());
  await new Promise((resolve) => setTimeout(resolve, 20));
  const text = await scrape();
  expect(text).toContain('portal_delivery_jobs_waiting 1\n');
  expect(Number(/portal_delivery_oldest_job_age_seconds ([\d.e-]+)/.exec(text)?.[1])).toBeGreaterThan(0);
  metrics.delivery('retry');
  metrics.delivery('delivered');
  expect(await scrape()).toMatch(/portal_deliveries_total\{outcome="retry"\} 1[\s\S]*portal_deliveries_total\{outcome="delivered"\} 1|portal_deliveries_total\{outcome="delivered"\} 1[\s\S]*portal_deliveries_total\{outcome="retry"\} 1/);
});

it('serves GET /metrics only, on its own port: the public port has no metrics', async () => {
  expect((await fetch(`http://127.0.0.1:${server.address.port}/other`)).status).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
});

it('binds to the host’s private address by default, loopback when it has none', () => {
  const nic = (address: string, internal = false) => ({ address, netmask: '', family: 'IPv4' as const, mac: '', internal, cidr: null });
  expect(privateAddress({ lo: [nic('127.0.0.1', true)], eth0: [nic('203.0.113.7')], eth1: [nic('10.1.2.3')] })).toBe('10.1.2.3');
  expect(privateAddress({ lo: [nic('127.0.0.1', true)], eth0: [nic('203.0.113.7')] })).toBe('127.0.0.1');
  expect(privateAddress({ eth0: [nic('172.20.0.5')] })).toBe('172.20.0.5');
  expect(privateAddress({ eth0: [nic('172.32.0.5')], wlan: [nic('192.168.1.20')] })).toBe('192.168.1.20');
});
