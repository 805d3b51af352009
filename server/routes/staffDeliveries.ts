// The console's Deliveries screen (issue 38, admins; docs/operations.md#delivery): the plan's endpoints with their
// health, an endpoint added (its secret answered once), tested, given a new secret (answered once) or removed, and the
// failed jobs with their attempts (times and statuses, never a record's content) sent again. The rules are the
// command line's (server/delivery/endpointRules.ts), and each change writes its audit entry before it answers.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FORM_KINDS, type FormKind } from '../../src/domain/forms';
import type { StaffProblemAnswer } from '../../src/domain/staffConsent';
import {
  STAFF_DELIVERIES_API,
  type EndpointSecretAnswer,
  type EndpointTestAnswer,
  type EndpointView,
  type FailedDeliveriesPage,
  type FailedDeliveryView,
} from '../../src/domain/staffDeliveries';
import { STAFF_API_PATH } from '../../src/domain/staffConsole';
import { sendTestMessage } from '../delivery/deliveryWorker';
import { describeRefusal } from '../delivery/endpointAddress';
import { checkDestination, readEndpointUrl, ROTATION_OVERLAP_MS, type EndpointUrlProblem } from '../delivery/endpointRules';
import { newWebhookSecret } from '../delivery/signature';
import { INBOX_PAGE_SIZE } from '../staff/inboxViews';
import { audit } from '../staff/staffRequest';
import type { PortalStore, WebhookEndpoint } from '../store/types';

export interface StaffDeliveriesOptions {
  store: PortalStore;
}

const URL_PROBLEMS: Record<EndpointUrlProblem, string> = {
  'not-an-address': 'Enter the full address, e.g. https://crm.example.org/portal-hooks.',
  scheme: 'The address must start with https://.',
  'http-not-allowed': 'The address must start with https://, so submissions cross no network unencrypted. For a receiver on the plan’s internal network, tick the http:// box.',
  credentials: 'The address must not hold a user name or password: the receiver checks the signature instead.',
  fragment: 'The address must not have a #fragment: it is never sent to the receiver.',
};

function problem(reply: FastifyReply, status: 400 | 404, answer: StaffProblemAnswer) {
  return reply.code(status).send(answer);
}

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/** An endpoint's id in the address; undefined when it is no id. */
const idOf = (raw: string): number | undefined => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export async function staffDeliveriesRoutes(app: FastifyInstance, options: StaffDeliveriesOptions): Promise<void> {
  const { store } = options;
  const admin = { schema: { hide: true }, config: { staffAccess: 'admin' as const } };

  async function endpointView(endpoint: WebhookEndpoint): Promise<EndpointView> {
    const health = await store.outbox.endpointHealth(endpoint.id);
    const rotated = endpoint.previousSecretUntil !== null && Date.parse(endpoint.previousSecretUntil) > Date.now();
    return {
      id: endpoint.id,
      url: endpoint.url,
      forms: [...endpoint.forms],
      state: endpoint.state,
      allowPrivateNetwork: endpoint.allowPrivateNetwork,
      createdAt: endpoint.createdAt,
      previousSecretUntil: rotated ? endpoint.previousSecretUntil : null,
      ...health,
    };
  }

  async function endpointOr404(reply: FastifyReply, raw: string): Promise<WebhookEndpoint | undefined> {
    const id = idOf(raw);
    const endpoint = id === undefined ? undefined : await store.outbox.getEndpoint(id);
    if (endpoint === undefined) await problem(reply, 404, { message: 'There is no such endpoint: it may have been removed.' });
    return endpoint;
  }

  app.get(STAFF_DELIVERIES_API.endpoints, admin, async (request) => {
    const endpoints = await Promise.all((await store.outbox.listEndpoints()).map(endpointView));
    await audit(store, request, 'deliveries-list', { what: 'endpoints', rows: endpoints.length });
    return { endpoints };
  });

  app.post(STAFF_DELIVERIES_API.endpoints, admin, async (request, reply) => {
    const body = bodyOf(request.body);
    const fields: Partial<Record<string, string>> = {};
    const read = readEndpointUrl(typeof body.url === 'string' ? body.url : '', body.allowHttp === true);
    if ('problem' in read) fields.url = URL_PROBLEMS[read.problem];
    const forms = Array.isArray(body.forms) ? body.forms.filter((kind): kind is FormKind => typeof kind === 'string' && (FORM_KINDS as readonly string[]).includes(kind)) : [];
    if (forms.length === 0 || !Array.isArray(body.forms) || forms.length !== body.forms.length) fields.forms = 'Choose at least one form.';
    if ('problem' in read || Object.keys(fields).length > 0) return problem(reply, 400, { message: Object.values(fields)[0] ?? 'The endpoint is not valid.', fields });

    const allowPrivateNetwork = body.allowPrivateNetwork === true;
    // Last, as it asks the network: where the host leads, before anything is stored.
    const check = await checkDestination(read.url, allowPrivateNetwork);
    if (!check.ok) {
      const where = check.reason === 'unresolved' ? '' : describeRefusal(check.refusal);
      fields.url =
        check.reason === 'unresolved'
          ? `${read.url.hostname} could not be resolved (${check.words}): check the name, or add the endpoint once it resolves.`
          : check.reason === 'never'
            ? `The address leads to ${where}: the portal never posts submissions there.`
            : `The address leads to ${where}: inside the plan’s own network. For a receiver there, tick "The address leads inside the plan’s own network".`;
      return problem(reply, 400, { message: fields.url, fields });
    }
    const endpoint = await store.outbox.addEndpoint(read.url.href, [...new Set(forms)], newWebhookSecret(), { allowPrivateNetwork });
    await audit(store, request, 'endpoint-add', { endpoint: endpoint.id, forms: endpoint.forms.join(','), allowPrivateNetwork });
    const answer: EndpointSecretAnswer = {
      endpoint: await endpointView(endpoint),
      secret: endpoint.secret,
      ...(allowPrivateNetwork
        ? { warning: `This endpoint may lead inside the plan’s own network${check.inside ? `: ${describeRefusal(check.inside)}` : ''}. Submissions are posted wherever its host leads there; link-local, cloud metadata, multicast and reserved addresses stay refused.` }
        : {}),
    };
    return reply.code(201).send(answer);
  });

  app.post<{ Params: { id: string } }>(`${STAFF_API_PATH}/endpoints/:id/test`, admin, async (request, reply) => {
    const endpoint = await endpointOr404(reply, request.params.id);
    if (endpoint === undefined) return reply;
    const started = Date.now();
    const result = await sendTestMessage(endpoint);
    const answer: EndpointTestAnswer = {
      received: result.delivered,
      status: result.status ?? null,
      durationMs: Date.now() - started,
      ...(result.delivered ? {} : { problem: result.error ?? 'no answer' }),
    };
    await audit(store, request, 'endpoint-test', { endpoint: endpoint.id, received: answer.received, ...(answer.status === null ? {} : { status: answer.status }) });
    return answer;
  });

  app.post<{ Params: { id: string } }>(`${STAFF_API_PATH}/endpoints/:id/rotate`, admin, async (request, reply) => {
    const endpoint = await endpointOr404(reply, request.params.id);
    if (endpoint === undefined) return reply;
    const secret = newWebhookSecret();
    const until = new Date(Date.now() + ROTATION_OVERLAP_MS);
    await store.outbox.rotateSecret(endpoint.id, secret, until);
    await audit(store, request, 'endpoint-rotate', { endpoint: endpoint.id, previousUntil: until.toISOString() });
    const rotated = (await store.outbox.getEndpoint(endpoint.id)) ?? endpoint;
    const answer: EndpointSecretAnswer = {
      endpoint: await endpointView(rotated),
      secret,
      warning: `Until ${until.toISOString()} every message is signed with both the new and the old secret, so the receiver can switch without a gap.`,
    };
    return answer;
  });

  app.post<{ Params: { id: string } }>(`${STAFF_API_PATH}/endpoints/:id/remove`, admin, async (request, reply) => {
    const endpoint = await endpointOr404(reply, request.params.id);
    if (endpoint === undefined) return reply;
    await store.outbox.removeEndpoint(endpoint.id);
    await audit(store, request, 'endpoint-remove', { endpoint: endpoint.id });
    return { endpoints: await Promise.all((await store.outbox.listEndpoints()).map(endpointView)) };
  });

  app.get<{ Querystring: Record<string, string> }>(STAFF_DELIVERIES_API.failed, admin, async (request, reply) => {
    const before = request.query.after ? idOf(request.query.after) : undefined;
    if (request.query.after && before === undefined) return problem(reply, 400, { message: '"after" is not a page of this list.' });
    // The store lists oldest first within what it read, newest first overall.
    const jobs = (await store.outbox.list({ failed: true, limit: INBOX_PAGE_SIZE + 1, ...(before === undefined ? {} : { before }) })).reverse();
    const shown = jobs.slice(0, INBOX_PAGE_SIZE);
    const [endpoints, attempts] = await Promise.all([store.outbox.listEndpoints(), store.outbox.attemptsOf(shown.map((job) => job.id))]);
    const urls = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
    const rows = shown.map((job): FailedDeliveryView => {
      const history = attempts.get(job.id) ?? [];
      const last = history.at(-1) ?? { at: job.createdAt, status: job.lastStatus, error: job.lastError };
      return {
        id: job.id,
        endpointId: job.endpointId,
        endpoint: urls.get(job.endpointId) ?? '(removed)',
        event: job.event,
        reference: job.reference,
        attempts: job.attempts,
        createdAt: job.createdAt,
        last,
        history,
      };
    });
    await audit(store, request, 'deliveries-list', { what: 'failed', rows: rows.length }, rows.flatMap((row) => (row.reference ? [row.reference] : [])));
    const last = jobs.length > INBOX_PAGE_SIZE ? shown.at(-1) : undefined;
    const page: FailedDeliveriesPage = { rows, ...(last ? { next: String(last.id) } : {}) };
    return page;
  });

  app.post(STAFF_DELIVERIES_API.retry, admin, async (request, reply) => {
    const body = bodyOf(request.body);
    const all = body.all === true;
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0) : [];
    if (!all && (ids.length === 0 || !Array.isArray(body.ids) || ids.length !== body.ids.length)) {
      return problem(reply, 400, { message: 'Select the deliveries to send again.', fields: { ids: 'Select the deliveries to send again.' } });
    }
    const retried = await store.outbox.retry(all ? 'failed' : ids);
    await audit(store, request, 'delivery-retry', { all, retried }, all ? [] : ids.map(String));
    return { retried };
  });
}
