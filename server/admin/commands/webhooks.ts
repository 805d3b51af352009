// webhooks add|list|remove|rotate|test and deliveries list|retry|replay: the plan's receivers and the outbox's jobs
// (issue 22, docs/operations.md#delivery). Endpoints live in the database, so every instance sees a change at its
// next look at the outbox (within a second). A secret is printed once, when it is made; a record's content never.
import { FORM_KINDS, formKindNamed, type FormKind } from '../../../src/domain/forms';
import { sendTestMessage } from '../../delivery/deliveryWorker';
import { describeRefusal, ipLiteral, type AddressRefusal } from '../../delivery/endpointAddress';
import { checkDestination, readEndpointUrl, ROTATION_OVERLAP_MS, type EndpointUrlProblem } from '../../delivery/endpointRules';
import { newWebhookSecret } from '../../delivery/signature';
import type { DeliveryRow, PortalStore, WebhookEndpoint } from '../../store/types';
import { formChoicesInWords, formCommandName, UsageError } from '../args';
import { CommandFailure, expectWords, plainCommand, plural, type AdminIo, type CommandDefinition } from '../command';
import { parseSince } from '../../exports/exportSubmissions';
import { quoteForTerminal } from '../terminalText';

const URL_PROBLEMS = (raw: string): Record<EndpointUrlProblem, string> => ({
  'not-an-address': `${quoteForTerminal(raw, 60)} is not an address: give the full URL, e.g. https://crm.example.org/portal-hooks.`,
  scheme: 'The address must start with https:// (or http:// with --allow-http).',
  'http-not-allowed': 'The address must use https://, so submissions cross no network unencrypted; add --allow-http for a receiver on the plan’s internal network.',
  credentials: 'The address must not hold a user name or password: receivers verify the signature instead.',
  fragment: 'The address must not have a #fragment: it is never sent to the receiver.',
});

/** An endpoint's address: absolute http(s), https unless allowed, no credentials (they would be logged and stored). */
function endpointUrl(raw: string, allowHttp: boolean): URL {
  const read = readEndpointUrl(raw, allowHttp);
  if ('problem' in read) throw new UsageError(URL_PROBLEMS(raw)[read.problem]);
  return read.url;
}

/**
 * Where the address's host leads, checked before anything is stored (docs/operations.md#where-an-endpoint-may-lead):
 * refused when any of its addresses is one the portal never posts to, or one of the plan's own network without
 * --allow-private-network. Resolves to what the warning of the flag says: the address on the plan's network it leads to.
 */
async function checkedDestination(url: URL, allowPrivateNetwork: boolean): Promise<string | undefined> {
  const host = url.hostname;
  const leadsTo = (refusal: AddressRefusal, start: 'The' | 'the' = 'The') =>
    `${ipLiteral(host) === undefined ? `${quoteForTerminal(host, 60)} resolves to` : `${start} address leads to`} ${describeRefusal(refusal)}`;
  const check = await checkDestination(url, allowPrivateNetwork);
  if (!check.ok && check.reason === 'unresolved') {
    throw new CommandFailure(
      `${quoteForTerminal(host, 60)} could not be resolved (${check.words}): the portal checks where an address leads before it stores it. Check the name, or add the endpoint once it resolves.`,
    );
  }
  if (!check.ok && check.reason === 'never') {
    throw new CommandFailure(`${leadsTo(check.refusal)}: the portal never posts submissions there, with or without --allow-private-network.`);
  }
  if (!check.ok) {
    throw new CommandFailure(
      `${leadsTo(check.refusal)}: the portal does not post submissions inside its own network. For a receiver on the plan’s own network, add --allow-private-network.`,
    );
  }
  return check.inside && leadsTo(check.inside, 'the');
}

/** `--forms attestations,contacts,tgi` (the export's names); every form when not given. */
function formList(raw: string | true | undefined): FormKind[] {
  if (raw === undefined) return [...FORM_KINDS];
  const names = String(raw)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const kinds = names.map((name) => {
    const kind = formKindNamed(name);
    if (!kind) throw new UsageError(`Unknown form ${quoteForTerminal(name)} in --forms: use ${formChoicesInWords()}, separated by commas.`);
    return kind;
  });
  if (kinds.length === 0) throw new UsageError(`--forms needs one or more of ${formChoicesInWords()}.`);
  return [...new Set(kinds)];
}

/** An id on the command line: an endpoint's (from `webhooks list`) or a delivery's (from `deliveries list`). */
function idArgument(raw: string | undefined, shape: string, list: 'webhooks list' | 'deliveries list' = 'webhooks list'): number {
  const what = list === 'webhooks list' ? 'an endpoint id' : 'a delivery id';
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new UsageError(`${shape} needs ${what}: a number from \`${list}\`.`);
  return Number(raw);
}

const formNames = (forms: readonly FormKind[]) => forms.map(formCommandName).join(',');

/** One line per endpoint: its id first, then its address, forms and state. */
function endpointLine(endpoint: WebhookEndpoint, now: Date): string {
  const overlap =
    endpoint.previousSecretUntil !== null && Date.parse(endpoint.previousSecretUntil) > now.getTime()
      ? `  (the previous secret also signs until ${endpoint.previousSecretUntil})`
      : '';
  const privateNetwork = endpoint.allowPrivateNetwork ? '  private network allowed' : '';
  return `${endpoint.id}  ${endpoint.url}  ${formNames(endpoint.forms)}  ${endpoint.state === 'active' ? 'active' : 'disabled (answered 410 Gone)'}${privateNetwork}${overlap}\n`;
}

/** What staff are told whenever an endpoint is let inside the plan's own network (`inside`: where its host leads now). */
function privateNetworkWarning(id: number, inside: string | false | undefined): string {
  return (
    `Warning: endpoint ${id} may lead inside the plan’s own network (--allow-private-network, recorded on it and shown by \`webhooks list\`)` +
    `${inside ? `: ${inside}` : ''}. Submissions are posted wherever its host leads there; link-local, cloud metadata, multicast and reserved addresses stay refused.\n`
  );
}

export const webhooksAdd: CommandDefinition = {
  options: { forms: 'value', 'allow-http': 'flag', 'allow-private-network': 'flag' },
  async prepare(words, options, io) {
    expectWords(words, 1, 'webhooks add <url>');
    const url = endpointUrl(words[0] ?? '', options.get('allow-http') === true);
    const forms = formList(options.get('forms'));
    const allowPrivateNetwork = options.get('allow-private-network') === true;
    // Last of the checks, as it asks the network: the command line is found good first.
    const inside = await checkedDestination(url, allowPrivateNetwork);
    return async (store) => {
      const endpoint = await store.outbox.addEndpoint(url.href, forms, newWebhookSecret(), { allowPrivateNetwork });
      io.stdout(
        `Endpoint ${endpoint.id} added: ${endpoint.url}, receiving ${formNames(endpoint.forms)}.\n` +
          `Its signing secret, shown this once (give it to the receiver's developers; \`webhooks rotate ${endpoint.id}\` makes a new one):\n` +
          `${endpoint.secret}\n` +
          'Submissions stored from now on are delivered to it; `webhooks test` sends a test message, `deliveries replay` earlier submissions.\n',
      );
      if (allowPrivateNetwork) io.stderr(privateNetworkWarning(endpoint.id, inside));
    };
  },
};

export const webhooksList = plainCommand('webhooks list', async (store, io) => {
  const endpoints = await store.outbox.listEndpoints();
  if (endpoints.length === 0) {
    io.stdout('No endpoints. Add one with `npm run admin -- webhooks add <url>`.\n');
    return;
  }
  const now = new Date();
  for (const endpoint of endpoints) io.stdout(endpointLine(endpoint, now));
});

/** `webhooks remove|rotate|test <id>`: one endpoint id, no options; `run` does the work on that endpoint. */
function endpointCommand(shape: string, run: (store: PortalStore, id: number, io: AdminIo) => Promise<void>): CommandDefinition {
  return {
    options: {},
    prepare(words, _options, io) {
      expectWords(words, 1, `${shape} <id>`);
      const id = idArgument(words[0], shape);
      return (store) => run(store, id, io);
    },
  };
}

export const webhooksRemove = endpointCommand('webhooks remove', async (store, id, io) => {
  if (!(await store.outbox.removeEndpoint(id))) throw new CommandFailure(`There is no endpoint ${id}: see \`webhooks list\`.`);
  io.stdout(`Endpoint ${id} removed; its deliveries not yet made are cancelled.\n`);
});

export const webhooksRotate = endpointCommand('webhooks rotate', async (store, id, io) => {
  const secret = newWebhookSecret();
  const until = new Date(Date.now() + ROTATION_OVERLAP_MS);
  if (!(await store.outbox.rotateSecret(id, secret, until))) throw new CommandFailure(`There is no endpoint ${id}: see \`webhooks list\`.`);
  io.stdout(
    `Endpoint ${id} has a new signing secret, shown this once:\n${secret}\n` +
      `Until ${until.toISOString()} every message is signed with both the new and the old secret, so the receiver can switch without a gap.\n`,
  );
});

/**
 * `webhooks private-network <id> on|off`: lets an endpoint already added lead inside the plan's own network (its host
 * checked now, as `webhooks add` checks it; the warning printed) or no longer, keeping its id and secret, so a receiver
 * on the plan's network added before issue 35 need not be added again with a new secret.
 */
export const webhooksPrivateNetwork: CommandDefinition = {
  options: {},
  async prepare(words, _options, io) {
    expectWords(words, 2, 'webhooks private-network <id> on|off');
    const id = idArgument(words[0], 'webhooks private-network');
    const setting = words[1];
    if (setting !== 'on' && setting !== 'off') throw new UsageError('webhooks private-network needs on or off after the endpoint id.');
    return async (store) => {
      const endpoint = await store.outbox.getEndpoint(id);
      if (!endpoint) throw new CommandFailure(`There is no endpoint ${id}: see \`webhooks list\`.`);
      const allow = setting === 'on';
      // As at `webhooks add`: where the host leads is checked now, and link-local or metadata stay refused even so.
      const inside = allow ? await checkedDestination(new URL(endpoint.url), true) : undefined;
      await store.outbox.setAllowPrivateNetwork(id, allow);
      io.stdout(
        allow
          ? `Endpoint ${id} may now lead inside the plan’s own network; its deliveries refused for that are tried again on their schedule (\`deliveries retry --failed\` for those given up).\n`
          : `Endpoint ${id} may no longer lead inside the plan’s own network: a delivery whose host leads there is refused.\n`,
      );
      if (allow) io.stderr(privateNetworkWarning(id, inside));
    };
  },
};

export const webhooksTest = endpointCommand('webhooks test', async (store, id, io) => {
  const endpoint = await store.outbox.getEndpoint(id);
  if (!endpoint) throw new CommandFailure(`There is no endpoint ${id}: see \`webhooks list\`.`);
  const started = Date.now();
  const result = await sendTestMessage(endpoint);
  const ms = Date.now() - started;
  if (!result.delivered) throw new CommandFailure(`The test message to endpoint ${id} was not received: ${result.error ?? 'no answer'} (after ${ms} ms).`);
  io.stdout(`The test message (webhook.test) to endpoint ${id} was received: it answered ${result.status} in ${ms} ms.\n`);
});

function sinceOption(raw: string | true | undefined, required: boolean): Date | undefined {
  if (raw === undefined) {
    if (required) throw new UsageError('--since is required: the date (YYYY-MM-DD) or ISO date-time from which to send again.');
    return undefined;
  }
  const since = parseSince(String(raw));
  if (!since) throw new UsageError('--since must be a date (YYYY-MM-DD) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).');
  return since;
}

/** One line per job: never a record's content, only what the job is and how it went. */
function deliveryLine(job: DeliveryRow): string {
  const answer = job.lastStatus !== null ? String(job.lastStatus) : job.lastError !== null ? job.lastError : '-';
  const when = job.status === 'pending' ? `next attempt ${job.nextAttemptAt}` : job.status === 'delivered' ? `delivered ${job.deliveredAt}` : (job.lastError ?? '');
  return `${job.id}  endpoint ${job.endpointId}  ${job.form === null ? '-' : formCommandName(job.form)}  ${job.reference ?? '(purged)'}  ${job.status}  ${plural(job.attempts, 'attempt')}  last answer ${answer}  ${when}\n`;
}

export const deliveriesList: CommandDefinition = {
  options: { failed: 'flag', since: 'value' },
  prepare(words, options, io) {
    expectWords(words, 0, 'deliveries list [--failed] [--since <date>]');
    const since = sinceOption(options.get('since'), false);
    const failed = options.get('failed') === true;
    return async (store) => {
      const jobs = await store.outbox.list({ failed, ...(since ? { since } : {}) });
      if (jobs.length === 0) {
        io.stdout(failed ? 'No failed deliveries.\n' : 'No deliveries.\n');
        return;
      }
      for (const job of jobs) io.stdout(deliveryLine(job));
    };
  },
};

export const deliveriesRetry: CommandDefinition = {
  options: { failed: 'flag' },
  prepare(words, options, io) {
    const all = options.get('failed') === true;
    if (all && words.length > 0) throw new UsageError('Give either a delivery id or --failed, not both.');
    if (!all) expectWords(words, 1, 'deliveries retry <id> | --failed');
    const ids = all ? ('failed' as const) : [idArgument(words[0], 'deliveries retry', 'deliveries list')];
    return async (store) => {
      const count = await store.outbox.retry(ids);
      if (count === 0 && !all) throw new CommandFailure(`Delivery ${String(ids[0])} is not a failed delivery to an active endpoint: see \`deliveries list --failed\`.`);
      io.stdout(`${plural(count, 'delivery', 'deliveries')} queued again, due now, with the retry schedule from its start.\n`);
    };
  },
};

export const deliveriesReplay: CommandDefinition = {
  options: { since: 'value', endpoint: 'value' },
  prepare(words, options, io) {
    expectWords(words, 0, 'deliveries replay --since <date> [--endpoint <id>]');
    const since = sinceOption(options.get('since'), true) as Date;
    const rawEndpoint = options.get('endpoint');
    const endpoint = rawEndpoint === undefined ? undefined : idArgument(String(rawEndpoint), '--endpoint');
    return async (store) => {
      if (endpoint !== undefined && (await store.outbox.getEndpoint(endpoint)) === undefined) {
        throw new CommandFailure(`There is no endpoint ${endpoint}: see \`webhooks list\`.`);
      }
      const count = await store.outbox.replay(since, endpoint);
      io.stdout(
        `${plural(count, 'submission')} since ${since.toISOString()} queued again${endpoint === undefined ? ' for every active endpoint' : ` for endpoint ${endpoint}`}, ` +
          'each with the webhook-id it was sent with before (the receiver drops what it already has).\n',
      );
    };
  },
};
