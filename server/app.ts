// Builds the reference server from its plugins (server/plugins/, docs/architecture.md#the-server-as-plugins): security
// on every response, the API, health checks, OpenAPI and the SPA; with main.ts's options also what runs beside the
// requests (the delivery worker, retention, the metrics port), each started when the app is ready and stopped by close().
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import { shippedTerms } from './consent/termsRegistry';
import { countedNpiChecker, type PortalMetrics } from './metrics';
import { createNpiChecker, type NpiChecker } from './npi';
import { antiForgerySecrets } from './plugins/antiForgerySecrets';
import { botCheck } from './plugins/botCheck';
import { deliveryWorker } from './plugins/deliveryWorker';
import { mailWorker } from './plugins/mailWorker';
import { consentSettling } from './plugins/consentSettling';
import { draining } from './plugins/draining';
import { apiNotFound, errorHandler } from './plugins/errorHandler';
import { health } from './plugins/health';
import { jsonBodies } from './plugins/jsonBodies';
import { metricsServer, requestMetrics } from './plugins/metrics';
import { openApi } from './plugins/openApi';
import { pageServing } from './plugins/pages';
import { refusals } from './plugins/refusals';
import { retention } from './plugins/retention';
import { BODY_LIMIT_BYTES, serverOptions } from './plugins/serverOptions';
import { spa } from './plugins/spa';
import { staffConsole } from './plugins/staffConsole';
import type { StaffIdentityProvider } from './staff/identityProvider';
import { store as storePlugin } from './plugins/store';
import { apiRoutes, type ApiRouteOptions } from './routes/api';
import { consentIntakeRoutes } from './routes/consentIntake';
import { formPostRoutes, formPostToken } from './routes/formPosts';
import { antiForgeryGuard } from './security/antiForgeryPlugin';
import { contentSecurityPolicyHeaders } from './security/contentSecurityPolicy';
import { securityHeaders } from './security/securityHeaders';
import { isApiRequest, routedPath } from './spa';
import type { PortalStore } from './store/types';
import { DEFAULT_MEMBER_ID_CHARACTERS } from '../src/domain/memberId';
import type { PageRenderer } from '../src/domain/pageRendering';

export { BODY_LIMIT_BYTES } from './plugins/serverOptions';

export interface AppDependencies {
  config: ServerConfig;
  store: PortalStore;
  /** Defaults to the check digit, provider list and registry checker of the configuration. */
  npi?: NpiChecker;
  /** Where logs go; defaults to stdout. Tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Serve the built SPA (off for API-only tests). */
  serveSpa?: boolean;
  /** Draws the pages; defaults to the build's renderer (config.renderFile). */
  pages?: PageRenderer;
  /** Counts requests, submissions and NPI look-ups (server/metrics.ts); served on METRICS_PORT when it is set. */
  metrics?: PortalMetrics;
  /** Close the store when the app closes, last (main.ts, which made it); a test that made its own closes it. */
  ownsStore?: boolean;
  /** Run the delivery worker while the app runs (main.ts); tests that deliver drive a worker of their own. */
  deliveryWorker?: boolean;
  /** The staff console's client of the identity provider; defaults to the one config.staff describes. */
  staffIdentityProvider?: StaffIdentityProvider;
  /** Run the key expiry and the RETENTION_DAYS purge while the app runs (main.ts); tests purge by hand. */
  retention?: boolean;
}

/** The NPI check of the configuration (check digit, provider list, registry), counted when there are metrics. */
function npiCheckerOf(app: FastifyInstance, deps: AppDependencies): NpiChecker {
  const { npi: settings } = deps.config;
  const registry = settings.registryUrl === undefined ? undefined : new URL(settings.registryUrl);
  if (registry?.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(registry.hostname)) {
    app.log.warn({ setting: 'NPPES_URL' }, 'the NPI registry is asked over plain http: use https unless it is on the plan\'s own network');
  }
  const checker =
    deps.npi ??
    createNpiChecker({
      store: deps.store,
      registryUrl: settings.registryUrl,
      timeoutMs: settings.timeoutMs,
      onRegistryFailure: (reason) => app.log.warn({ reason }, 'NPI registry unavailable; the check digit decided'),
    });
  return deps.metrics ? countedNpiChecker(checker, deps.metrics) : checker;
}

/** The API's options: each consent keeps the version and SHA-256 of the terms its language shows (issue 23). */
function apiOptionsOf(app: FastifyInstance, config: ServerConfig, npi: NpiChecker): ApiRouteOptions {
  const termsShown = new Map(shippedTerms(config.portal, config.termsEdition).map((terms) => [terms.language, terms]));
  return {
    store: app.store,
    npi,
    rateLimit: config.rateLimit,
    languages: config.portal.languages,
    recordSettings: { memberIdCharacters: config.portal.memberIdCharacters ?? DEFAULT_MEMBER_ID_CHARACTERS },
    termsShown: (language) => termsShown.get(language),
    keepConsentClient: config.consentKeepClient,
    webBase: config.portal.webBase,
    emailConfirmation: config.mail.smtpUrl !== undefined,
    botCheck: app.botCheck,
  };
}

/** The forms a browser posts without scripts, answered with the pages (server/routes/formPosts.ts). */
function formPostsOf(app: FastifyInstance, config: ServerConfig, api: ApiRouteOptions) {
  const { options, sendPage } = app.pageServing;
  return formPostRoutes({ api, portal: config.portal, sendPage, readPageInputs: options.readPageInputs, receiptSecret: () => app.antiForgerySecrets().current });
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, metrics } = deps;
  const app = Fastify(serverOptions(config, deps.logStream));
  // First registered, last closed: onClose hooks run in reverse order.
  await app.register(storePlugin, { store: deps.store, close: deps.ownsStore === true });
  if (metrics) await app.register(requestMetrics, { metrics });
  await app.register(jsonBodies);
  await app.register(antiForgerySecrets, { sessionSecret: config.sessionSecret });
  // Challenges share the NPI look-ups' generous budget: a person fetches one per form sent, a clinic a few dozen.
  await app.register(botCheck, {
    mode: config.botCheck,
    rateLimit: { max: config.rateLimit.npiMax, windowMs: config.rateLimit.windowMs },
    ...(metrics ? { onVerdict: metrics.botCheck } : {}),
  });
  const apiOptions = apiOptionsOf(app, config, npiCheckerOf(app, deps));
  await app.register(fastifyCookie);
  await app.register(refusals);
  await app.register(securityHeaders, { isApiRequest, routedPath });
  await app.register(contentSecurityPolicyHeaders);
  await app.register(antiForgeryGuard, { secrets: app.antiForgerySecrets, isApiRequest, formPostToken });
  await app.register(openApi);
  await app.register(draining);
  await app.register(errorHandler, { bodyLimitBytes: BODY_LIMIT_BYTES });
  await app.register(health);

  // The pages, drawn from the build (when it serves them): the API's scope takes the forms posted without scripts too.
  if (deps.serveSpa !== false) {
    const { staticDir, portal, renderFile, pageCacheMs } = config;
    await app.register(pageServing, { staticDir, portal, renderFile, pageCacheMs, ...(deps.pages ? { pages: deps.pages } : {}) });
  }
  const formPosts = app.hasDecorator('pageServing') ? formPostsOf(app, config, apiOptions) : undefined;
  await app.register(apiRoutes, { ...apiOptions, ...(formPosts ? { withinSubmissionBudget: formPosts.register } : {}) });
  await app.register(consentIntakeRoutes, { store: app.store, planTimeZone: config.planTimeZone, rateLimit: config.rateLimit });
  // The staff console, only when the plan's identity provider is set (issue 37); otherwise /staff is the not-found page.
  if (config.staff) {
    const { staff, staffStaticDir, planTimeZone, portal, rateLimit } = config;
    await app.register(staffConsole, {
      settings: staff,
      planTimeZone,
      languages: portal.languages,
      staffDir: staffStaticDir,
      rateLimit: { max: rateLimit.pageMax, windowMs: rateLimit.windowMs },
      ...(deps.staffIdentityProvider ? { identityProvider: deps.staffIdentityProvider } : {}),
    });
  }
  if (formPosts) {
    // Every page and the not-found page count against a budget per client address (issue 35), as the submissions do.
    const pageBudget = { max: config.rateLimit.pageMax, windowMs: config.rateLimit.windowMs };
    await app.register(spa, { confirmation: formPosts.confirmation, emailConfirmation: formPosts.emailConfirmationState, pageBudget });
  } else {
    await app.register(apiNotFound);
  }

  // Beside the requests, in the order main.ts has always started them.
  if (deps.deliveryWorker) await app.register(deliveryWorker, metrics ? { onOutcome: (outcome) => metrics.delivery(outcome) } : {});
  if (deps.deliveryWorker) {
    await app.register(mailWorker, { mail: config.mail, portal: config.portal, planTimeZone: config.planTimeZone });
    await app.register(consentSettling, { emailConfirmation: config.mail.smtpUrl !== undefined });
  }
  if (metrics && config.metrics.port !== undefined) await app.register(metricsServer, { metrics, ...config.metrics, port: config.metrics.port });
  if (deps.retention) {
    await app.register(retention, { retentionDays: config.retentionDays, consentRetentionDays: config.consentRetentionDays, auditRetentionDays: config.auditRetentionDays });
  }
  return app;
}
