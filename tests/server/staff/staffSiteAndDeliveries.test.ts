// The console's Site and Deliveries screens against the real server, a real OpenID provider and a real receiver on
// loopback (issue 38): maintenance and notices changed by a manager and seen by the public API at once; endpoints
// added (the secret answered once), tested, rotated and removed by an admin; failed jobs with their attempts, sent
// again; each change audited, and each refused below its role.
import type { EndpointSecretAnswer, EndpointTestAnswer, EndpointsAnswer, FailedDeliveriesPage } from '../../../src/domain/staffDeliveries';
import type { SiteView } from '../../../src/domain/staffSite';
import { API_PATHS } from '../../../src/domain/apiContract';
import { startIdentityProvider, type RunningIdentityProvider } from '../../support/identityProvider';
import { openApp, type TestApp } from '../support/appHarness';
import { startReceiver, type WebhookReceiver } from '../support/webhookReceiver';
import { account, CLIENT, staffClient, staffEnv } from './staffHarness';

const VIEWER = account('viewer', ['portal-viewers']);
const MANAGER = account('manager', ['portal-managers']);
const ADMIN = account('admin', ['portal-admins']);

let provider: RunningIdentityProvider;
let harness: TestApp;

beforeAll(async () => {
  provider = await startIdentityProvider({ clients: [CLIENT], accounts: [VIEWER, MANAGER, ADMIN] });
});
afterAll(async () => {
  await provider.stop();
});
beforeEach(async () => {
  harness = await openApp({ prefix: 'staff-site', env: staffEnv(provider) });
});
afterEach(async () => {
  await harness.close();
});

async function auditActions() {
  return (await harness.store.staff.listAudit({ limit: 100 })).map((entry) => entry.action).reverse();
}

const publicGet = async (url: string, language?: string) =>
  (await harness.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} })).json() as unknown;

describe('the site', () => {
  it('a manager switches maintenance on and off, and the public API says so at once', async () => {
    const manager = await staffClient(harness, MANAGER);
    expect(((await manager.get('/staff/api/site')).json() as SiteView).maintenance).toBe(false);
    const on = await manager.post('/staff/api/site/maintenance', { on: true });
    expect((on.json() as SiteView).maintenance).toBe(true);
    expect(await publicGet(API_PATHS.siteInMaintenance)).toBe(true);
    await manager.post('/staff/api/site/maintenance', { on: false });
    expect(await publicGet(API_PATHS.siteInMaintenance)).toBe(false);
    expect((await manager.post('/staff/api/site/maintenance', { on: 'yes' })).statusCode).toBe(400);
    expect((await auditActions()).filter((action) => action === 'maintenance')).toHaveLength(2);
  });

  it('posts a notice in English and Spanish, shown in each language, and removes it', async () => {
    const manager = await staffClient(harness, MANAGER);
    const posted = await manager.post('/staff/api/site/notices', { texts: { en: '  Offices closed Friday. ', es: 'Oficinas cerradas el viernes.' } });
    expect(posted.statusCode).toBe(201);
    const [notice] = (posted.json() as SiteView).notices;
    expect(notice?.texts).toEqual({ en: 'Offices closed Friday.', es: 'Oficinas cerradas el viernes.' });
    expect(await publicGet(`${API_PATHS.notifications}?lang=es`)).toEqual([{ message: 'Oficinas cerradas el viernes.' }]);
    expect(await publicGet(API_PATHS.notifications)).toEqual([{ message: 'Offices closed Friday.' }]);

    const removed = await manager.post(`/staff/api/site/notices/${notice!.id}/remove`, {});
    expect((removed.json() as SiteView).notices).toEqual([]);
    expect((await manager.post(`/staff/api/site/notices/${notice!.id}/remove`, {})).statusCode).toBe(404);
    expect((await auditActions()).filter((action) => action.startsWith('notice-'))).toEqual(['notice-add', 'notice-remove']);
  });

  it('names each language whose text is wrong, and posts nothing', async () => {
    const manager = await staffClient(harness, MANAGER);
    const response = await manager.post('/staff/api/site/notices', { texts: { en: ' ', es: 'x'.repeat(501), fr: 'Bonjour' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        'texts.en': 'Enter the notice in English.',
        'texts.es': 'The notice in Spanish has 501 characters; the most is 500.',
        'texts.fr': expect.stringMatching(/^The portal has no fr pages/),
      },
    });
    expect(await harness.store.listNotifications()).toEqual([]);
  });

  it('is refused to a viewer, with a 403 and an audit entry', async () => {
    const viewer = await staffClient(harness, VIEWER);
    expect((await viewer.get('/staff/api/site')).statusCode).toBe(403);
    expect((await viewer.post('/staff/api/site/maintenance', { on: true })).statusCode).toBe(403);
    expect(await harness.store.getMaintenance()).toBe(false);
    expect((await auditActions()).filter((action) => action === 'forbidden')).toHaveLength(2);
  });
});

describe('deliveries', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startReceiver(() => 204);
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('an admin adds an endpoint on the plan network, sees its secret once, tests it, rotates and removes it', async () => {
    const admin = await staffClient(harness, ADMIN);
    const refused = await admin.post('/staff/api/endpoints', { url: receiver.url, forms: ['tgi'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { url: expect.stringMatching(/^The address must start with https:\/\//) } });
    const inside = await admin.post('/staff/api/endpoints', { url: receiver.url, forms: ['tgi'], allowHttp: true });
    expect(inside.json()).toMatchObject({ fields: { url: expect.stringMatching(/inside the plan’s own network/) } });

    const added = await admin.post('/staff/api/endpoints', { url: receiver.url, forms: ['tgi', 'contact'], allowHttp: true, allowPrivateNetwork: true });
    expect(added.statusCode).toBe(201);
    const { endpoint, secret, warning } = added.json() as EndpointSecretAnswer;
    expect(secret).toMatch(/^whsec_/);
    expect(warning).toMatch(/may lead inside the plan’s own network/);
    expect(endpoint).toMatchObject({ url: receiver.url, forms: ['tgi', 'contact'], state: 'active', lastSuccessAt: null, failed: 0, waiting: 0 });
    // The list never shows a secret again.
    expect(JSON.stringify((await admin.get('/staff/api/endpoints')).json())).not.toContain(secret);

    const test = (await admin.post(`/staff/api/endpoints/${endpoint.id}/test`, {})).json() as EndpointTestAnswer;
    expect(test).toMatchObject({ received: true, status: 204 });
    expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({ type: 'webhook.test' });

    const rotated = (await admin.post(`/staff/api/endpoints/${endpoint.id}/rotate`, {})).json() as EndpointSecretAnswer;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.endpoint.previousSecretUntil).not.toBeNull();

    const removed = (await admin.post(`/staff/api/endpoints/${endpoint.id}/remove`, {})).json() as EndpointsAnswer;
    expect(removed.endpoints).toEqual([]);
    expect((await admin.post(`/staff/api/endpoints/${endpoint.id}/test`, {})).statusCode).toBe(404);
    expect((await auditActions()).filter((action) => action.startsWith('endpoint-'))).toEqual(['endpoint-add', 'endpoint-test', 'endpoint-rotate', 'endpoint-remove']);
  });

  it('lists failed jobs with each attempt (time and status, never a record), and sends them again', async () => {
    const endpoint = await harness.store.outbox.addEndpoint(receiver.url, ['contact'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', { allowPrivateNetwork: true });
    await harness.store.addWithdrawal({ memberId: 'M-SECRET-1', channels: ['text'], source: 'phone', receivedAt: new Date(), honourBy: '2099-01-01' });
    const [job] = await harness.store.outbox.claimDue(endpoint.id, 10, 30_000);
    await harness.store.outbox.finish(job!.id, { kind: 'retry', at: new Date(), status: 503, error: 'answered 503' });
    await harness.store.outbox.claimDue(endpoint.id, 10, 30_000);
    await harness.store.outbox.finish(job!.id, { kind: 'failed', status: null, error: 'timed out' });

    const admin = await staffClient(harness, ADMIN);
    const page = (await admin.get('/staff/api/deliveries/failed')).json() as FailedDeliveriesPage;
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: job!.id,
        endpoint: receiver.url,
        event: 'consent.withdrawn',
        reference: expect.stringMatching(/^WDR-\d+$/),
        attempts: 2,
        last: expect.objectContaining({ status: null, error: 'timed out' }),
        history: [expect.objectContaining({ status: 503, error: 'answered 503' }), expect.objectContaining({ status: null, error: 'timed out' })],
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain('M-SECRET-1');
    const health = ((await admin.get('/staff/api/endpoints')).json() as EndpointsAnswer).endpoints[0];
    expect(health).toMatchObject({ failed: 1, waiting: 0, lastSuccessAt: null });

    expect((await admin.post('/staff/api/deliveries/retry', { ids: [] })).statusCode).toBe(400);
    expect((await admin.post('/staff/api/deliveries/retry', { ids: [job!.id] })).json()).toEqual({ retried: 1 });
    expect(((await admin.get('/staff/api/deliveries/failed')).json() as FailedDeliveriesPage).rows).toEqual([]);
    expect(((await admin.get('/staff/api/endpoints')).json() as EndpointsAnswer).endpoints[0]).toMatchObject({ failed: 0, waiting: 1, oldestWaitingSince: expect.any(String) });
  });

  it('is refused to a manager', async () => {
    const manager = await staffClient(harness, MANAGER);
    expect((await manager.get('/staff/api/endpoints')).statusCode).toBe(403);
    expect((await manager.post('/staff/api/deliveries/retry', { all: true })).statusCode).toBe(403);
  });
});
