// The mock API of the deliveries screen (issue 38, admins; 403 for any other role): the endpoints with their health, one
// added (its address checked as the server checks where it leads, its secret answered once), tested, given a new secret or
// removed, and the failed deliveries a page at a time, sent again. Each set of handlers keeps its own copy.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { STAFF_API_PATH } from '../src/domain/staffConsole';
import type { StaffProblemAnswer } from '../src/domain/staffConsent';
import {
  STAFF_DELIVERIES_API,
  type EndpointSecretAnswer,
  type EndpointTestAnswer,
  type EndpointView,
  type FailedDeliveriesPage,
  type NewEndpointRequest,
  type RetryAnswer,
  type RetryRequest,
} from '../src/domain/staffDeliveries';
import type { ConsentMockContext as StaffMockContext } from './staffConsentHandlers';
import { SAMPLE_FAILED_DELIVERIES, SAMPLE_SECRETS, sampleEndpoints } from './staffDeliveryData';

const forbidden = { message: 'Your role does not allow this.' };

/** What each sample endpoint answers a test with: received, a timeout, and 410 Gone. */
const TEST_ANSWERS: Record<number, EndpointTestAnswer> = {
  1: { received: true, status: 204, durationMs: 182 },
  2: { received: false, status: null, durationMs: 15000, problem: 'timed out after 15 seconds' },
  3: { received: false, status: 410, durationMs: 95 },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The address rules of docs/operations.md#where-an-endpoint-may-lead, for the few hosts the stories and tests use. */
function addressProblem(url: URL, { allowHttp = false, allowPrivateNetwork = false }: NewEndpointRequest): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https://.';
  if (url.protocol === 'http:' && !allowHttp) return 'The address must start with https://, unless the receiver is on the plan’s internal network (tick the box for http://).';
  if (/^169\.254\./.test(url.hostname)) return `"${url.hostname}" is a link-local address (169.254.0.0/16), where clouds serve instance metadata: the portal never posts there.`;
  if (/^(localhost|127\.|10\.|192\.168\.)/.test(url.hostname) && !allowPrivateNetwork) {
    return `"${url.hostname}" leads inside the plan’s own network: the portal does not post there. For a receiver on the plan’s own network, tick "The address leads inside the plan’s own network".`;
  }
  return null;
}

export function staffDeliveryHandlers({ role, json, record, page }: StaffMockContext): RequestHandler[] {
  const endpoints: EndpointView[] = sampleEndpoints();
  let failed = SAMPLE_FAILED_DELIVERIES.map((row) => ({ ...row }));
  let secretsGiven = 0;
  const nextSecret = () => SAMPLE_SECRETS[secretsGiven++ % SAMPLE_SECRETS.length] ?? '';
  const endpointOf = (id: unknown) => endpoints.find((endpoint) => endpoint.id === Number(id));

  function addEndpoint(request: NewEndpointRequest): Response {
    const fields: Record<string, string> = {};
    let url: URL | null = null;
    try {
      url = new URL(request.url);
    } catch {
      fields.url = 'Enter the address as a full URL, such as https://crm.plan.example/portal-hooks.';
    }
    const problem = url ? addressProblem(url, request) : null;
    if (problem) fields.url = problem;
    if (!Array.isArray(request.forms) || request.forms.length === 0) fields.forms = 'Choose at least one form.';
    if (Object.keys(fields).length > 0) return json({ message: 'The endpoint was not added: check the answers marked.', fields } satisfies StaffProblemAnswer, 400);
    const endpoint: EndpointView = {
      id: Math.max(0, ...endpoints.map(({ id }) => id)) + 1,
      url: request.url,
      forms: request.forms,
      state: 'active',
      allowPrivateNetwork: request.allowPrivateNetwork === true,
      createdAt: new Date().toISOString(),
      previousSecretUntil: null,
      lastSuccessAt: null,
      failed: 0,
      waiting: 0,
      oldestWaitingSince: null,
    };
    endpoints.push(endpoint);
    const warning = endpoint.allowPrivateNetwork ? `"${url?.hostname ?? ''}" leads inside the plan’s own network: every message to it may reach there.` : undefined;
    return json({ endpoint, secret: nextSecret(), ...(warning ? { warning } : {}) } satisfies EndpointSecretAnswer, 201);
  }

  function retry(request: RetryRequest): Response {
    const chosen = 'all' in request ? failed : failed.filter(({ id }) => request.ids.includes(id));
    for (const row of chosen) {
      const endpoint = endpointOf(row.endpointId);
      if (!endpoint) continue;
      endpoint.failed -= 1;
      endpoint.waiting += 1;
      endpoint.oldestWaitingSince ??= new Date().toISOString();
    }
    failed = failed.filter((row) => !chosen.includes(row));
    return json({ retried: chosen.length } satisfies RetryAnswer);
  }

  const adminOnly = (answer: () => Response | Promise<Response>) => (role === 'admin' ? answer() : json(forbidden, 403));

  return [
    http.get(`*${STAFF_DELIVERIES_API.endpoints}`, ({ request }) => {
      record(request);
      return adminOnly(() => json({ endpoints }));
    }),
    http.post(`*${STAFF_DELIVERIES_API.endpoints}`, async ({ request }) => {
      const body = (await request.json()) as NewEndpointRequest;
      record(request, body);
      return adminOnly(() => addEndpoint(body));
    }),
    http.post(`*${STAFF_API_PATH}/endpoints/:id/:action`, ({ request, params }) => {
      record(request);
      return adminOnly(() => {
        const endpoint = endpointOf(params.id);
        if (!endpoint) return json({ message: 'There is no such endpoint: it may have been removed already.' }, 404);
        if (params.action === 'test') return json(TEST_ANSWERS[endpoint.id] ?? { received: true, status: 200, durationMs: 240 });
        if (params.action === 'rotate') {
          endpoint.previousSecretUntil = new Date(Date.now() + DAY_MS).toISOString();
          return json({ endpoint, secret: nextSecret() } satisfies EndpointSecretAnswer);
        }
        if (params.action !== 'remove') return json({ message: 'Not found' }, 404);
        endpoints.splice(endpoints.indexOf(endpoint), 1);
        failed = failed.filter((row) => row.endpointId !== endpoint.id);
        return json({ removed: endpoint.id });
      });
    }),
    http.get(`*${STAFF_DELIVERIES_API.failed}`, ({ request }) => {
      const url = record(request);
      return adminOnly(() => {
        const { items, next } = page(failed, url.searchParams.get('after'));
        return json({ rows: items, ...(next ? { next } : {}) } satisfies FailedDeliveriesPage);
      });
    }),
    http.post(`*${STAFF_DELIVERIES_API.retry}`, async ({ request }) => {
      const body = (await request.json()) as RetryRequest;
      record(request, body);
      return adminOnly(() => retry(body));
    }),
  ];
}

// Scenarios: each goes before a full set (msw takes the first handler that answers).

const serverFailed = () => HttpResponse.json({ message: 'The store did not answer.' }, { status: 500, statusText: 'Internal Server Error' });

/** The endpoints' list fails on the server. */
export const staffEndpointsFail500: RequestHandler[] = [http.get(`*${STAFF_DELIVERIES_API.endpoints}`, serverFailed)];

/** Adding an endpoint fails on the server (what was typed must stay). */
export const staffAddEndpointFails500: RequestHandler[] = [http.post(`*${STAFF_DELIVERIES_API.endpoints}`, serverFailed)];

/** Sending deliveries again fails on the server (what was ticked must stay). */
export const staffRetryFails500: RequestHandler[] = [http.post(`*${STAFF_DELIVERIES_API.retry}`, serverFailed)];

/** No delivery has failed. */
export const staffNoFailedDeliveries: RequestHandler[] = [http.get(`*${STAFF_DELIVERIES_API.failed}`, () => HttpResponse.json({ rows: [] } satisfies FailedDeliveriesPage))];
