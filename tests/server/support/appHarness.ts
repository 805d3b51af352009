// Shared helpers for the server tests: temp data dirs, a fake built SPA, configs, apps, sessions and valid records.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { createStore } from '../../../server/store/createStore';
import type { PortalStore } from '../../../server/store/types';
import { TEST_SECRETS_KEY, TEST_SECRETS_KEYRING } from './secretsKey';
import {
  API_PATHS,
  toFormDataBody,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type AttestationRecord,
  type FormEnvelopeKey,
} from '../../../src/domain/apiContract';
import { STATE_TRAINING_TITLE } from '../../../src/domain/attestation';
import type { PreferredContactRecord } from '../../../src/domain/contact';
import type { TgiSurveyRecord } from '../../../src/domain/tgi';
import { MAINTENANCE_PATH, NOT_FOUND_PATH, PORTAL_ROUTES } from '../../../src/domain/routeTable';

export const SESSION_SECRET = 'x'.repeat(40);
export const SESSION_COOKIE = 'portal_session';
export const VALID_NPI = '1234567893';
/** Ten digits whose check digit is wrong. */
export const BAD_CHECK_DIGIT_NPI = '1234567890';

/** Completes nine digits with the NPI check digit (Luhn over 80840 + the digits). */
export function npiWithCheckDigit(nineDigits: string): string {
  const digits = `80840${nineDigits}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${nineDigits}${(10 - (sum % 10)) % 10}`;
}

/** The hashed asset of the fake SPA, and its text. */
export const ASSET_PATH = '/assets/main.abc123.js';
export const ASSET_TEXT = `/* fake portal bundle */ console.log(${JSON.stringify('portal '.repeat(200))});\n`;

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `portal-${prefix}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Where the stand-in page renderer of a fake built SPA is (RENDER_FILE): beside it, as dist-render is beside dist. */
export function standInRendererFile(staticDir: string): string {
  return path.join(path.dirname(staticDir), 'render.js');
}

/**
 * A page renderer as the build writes one (a CommonJS file exporting createPageRenderer), standing in for the real one
 * in the server's tests of headers, cookies and the API, which do not depend on what a page shows: it draws a heading
 * naming the address and language, answers the statuses of src/domain/pageRendering.ts, and carries the notices and the
 * flag in its state. The real renderer's pages are tested in tests/render (jest) and tests/e2e (the real server).
 */
function standInRendererSource(): string {
  const known = PORTAL_ROUTES.filter((route) => route.path !== NOT_FOUND_PATH).map((route) => route.path);
  return `'use strict';
const KNOWN = ${JSON.stringify(known)};
function render(request) {
  const pathname = (request.url.split(/[?#]/, 1)[0] || '/').replace(new RegExp('(.)/+$'), '$1').toLowerCase();
  const status = !KNOWN.includes(pathname) ? 404 : pathname === ${JSON.stringify(MAINTENANCE_PATH)} && request.inMaintenance === true ? 503 : 200;
  const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
  return {
    status,
    title: 'Stand-in page | ' + request.config.planName,
    body: '<main id="main"><h1>Stand-in page of ' + escape(pathname) + ' in ' + escape(request.language) + '</h1></main>',
    state: { app: { language: request.language }, notifications: { messages: request.notices || [] }, inMaintenance: request.inMaintenance },
  };
}
exports.createPageRenderer = async () => ({ render });
`;
}

/** A tiny "built SPA": index.html with the config slot and a script, one hashed asset (plain, .gz, .br), build leftovers, and a stand-in page renderer. */
export function makeStaticDir(parent: string): string {
  const dir = path.join(parent, 'static');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><title>Portal</title>',
      '<script type="application/json" id="portal-config"></script>',
      // Like the real template's preboot style: the one inline style, which the server gives the response's nonce.
      '<style>#preboot { position: fixed; }</style>',
      '</head><body><div id="root"></div>',
      `<script src="${ASSET_PATH}"></script>`,
      '</body></html>',
    ].join('\n'),
  );
  const assetFile = path.join(dir, 'assets', 'main.abc123.js');
  fs.writeFileSync(assetFile, ASSET_TEXT);
  fs.writeFileSync(`${assetFile}.gz`, zlib.gzipSync(ASSET_TEXT));
  fs.writeFileSync(`${assetFile}.br`, zlib.brotliCompressSync(ASSET_TEXT));
  fs.writeFileSync(`${assetFile}.map`, '{"version":3,"sources":["secret-source.ts"],"mappings":""}');
  fs.writeFileSync(path.join(dir, 'stats.json'), '{"assets":[]}');
  fs.writeFileSync(standInRendererFile(dir), standInRendererSource());
  return dir;
}

export function testConfig(dataDir: string, staticDir: string, env: Record<string, string> = {}): ServerConfig {
  return loadConfig(
    { DATA_DIR: dataDir, STATIC_DIR: staticDir, RENDER_FILE: standInRendererFile(staticDir), SESSION_SECRET, SECRETS_KEY: TEST_SECRETS_KEY, LOG_LEVEL: 'info', RATE_LIMIT_MAX: '10000', PAGE_RATE_LIMIT_MAX: '10000', ...env },
    dataDir,
  );
}

export interface TestApp {
  app: FastifyInstance;
  /** The real store (unwrapped). */
  store: PortalStore;
  config: ServerConfig;
  dir: string;
  close(): Promise<void>;
}

export interface OpenAppOptions {
  env?: Record<string, string>;
  /** Wraps the real store (to make some calls fail). */
  wrapStore?: (store: PortalStore) => PortalStore;
  logStream?: NodeJS.WritableStream;
  serveSpa?: boolean;
  npi?: AppDependencies['npi'];
  /** Draws the pages instead of the fake build's stand-in renderer. */
  pages?: AppDependencies['pages'];
  /** Counts for the metrics port (server/metrics.ts), made from the store. */
  metrics?: (store: PortalStore) => NonNullable<AppDependencies['metrics']>;
  /** Names the temp directory. */
  prefix?: string;
  /** More files in the fake built SPA, by path relative to it. */
  staticFiles?: Record<string, string | Buffer>;
  /** Runs the delivery and mail workers, as main.ts does. */
  workers?: boolean;
}

/** A sink for logs nobody reads. */
export function nullStream(): NodeJS.WritableStream {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
}

export async function openApp(options: OpenAppOptions = {}): Promise<TestApp> {
  const dir = tempDir(options.prefix ?? 'app');
  const staticDir = makeStaticDir(dir);
  for (const [file, content] of Object.entries(options.staticFiles ?? {})) fs.writeFileSync(path.join(staticDir, file), content);
  const dataDir = path.join(dir, 'data');
  const store = createStore({ dataDir, databaseUrl: undefined, secretsKeyring: TEST_SECRETS_KEYRING });
  let config: ServerConfig;
  let app: FastifyInstance;
  try {
    config = testConfig(dataDir, staticDir, options.env);
    await store.migrate();
    app = await buildApp({
      config,
      store: options.wrapStore ? options.wrapStore(store) : store,
      logStream: options.logStream ?? nullStream(),
      ...(options.serveSpa === undefined ? {} : { serveSpa: options.serveSpa }),
      ...(options.npi ? { npi: options.npi } : {}),
      ...(options.pages ? { pages: options.pages } : {}),
      ...(options.metrics ? { metrics: options.metrics(store) } : {}),
      ...(options.workers ? { deliveryWorker: true } : {}),
    });
    await app.ready();
  } catch (error) {
    await store.close().catch(() => undefined);
    removeDir(dir);
    throw error;
  }
  let closed = false;
  return {
    app,
    store,
    config,
    dir,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await store.close().catch(() => undefined);
      removeDir(dir);
    },
  };
}

/** A store whose listed methods are replaced; every other call goes to the real one. */
export function storeWith(store: PortalStore, overrides: Partial<PortalStore>): PortalStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof PortalStore];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface Session {
  /** The Cookie header value carrying both cookies. */
  cookie: string;
  token: string;
  sessionId: string;
  /** Headers for a state-changing request of this session. */
  headers: Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** Opens an anonymous session the way the SPA does: any GET of the API hands out the cookies. */
export async function openSession(app: FastifyInstance): Promise<Session> {
  const response = await app.inject({ method: 'GET', url: API_PATHS.siteInMaintenance });
  const sessionId = cookieValue(response, SESSION_COOKIE);
  const token = cookieValue(response, XSRF_COOKIE_NAME);
  if (!sessionId || !token) throw new Error('the GET handed out no anti-forgery cookies');
  return sessionOf(sessionId, token);
}

/** The cookies and header of a session id and token, as the SPA would send them. */
export function sessionOf(sessionId: string, token: string): Session {
  const cookie = `${SESSION_COOKIE}=${sessionId}; ${XSRF_COOKIE_NAME}=${token}`;
  return { cookie, token, sessionId, headers: { cookie, [XSRF_HEADER_NAME.toLowerCase()]: token } };
}

export function attestationRecord(overrides: Partial<AttestationRecord> = {}): AttestationRecord {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    individualNPI: VALID_NPI,
    isValidNPI: 'Yes',
    title: 'MD',
    organizationName: 'Harbor Clinic',
    submittedDatetime: '2026-11-20T17:30:00.000Z',
    attestationFormName: STATE_TRAINING_TITLE,
    wantsReceipt: false,
    receiptEmail: '',
    ...overrides,
  };
}

export function contactRecord(overrides: Partial<PreferredContactRecord> = {}): PreferredContactRecord {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    memberId: 'M123456789',
    emailAddress: 'grace@example.org',
    mobileNumber: '(562) 555-0142',
    isEmail: true,
    isText: true,
    isPreRecordedCall: false,
    isPhone: false,
    wantsReceipt: false,
    ...overrides,
  };
}

export function tgiRecord(overrides: Partial<TgiSurveyRecord> = {}): TgiSurveyRecord {
  return {
    providerLastName: 'Curie',
    providerFirstName: 'Marie',
    individualNPI: VALID_NPI,
    isValidNPI: 'Yes',
    isGenderAffirmingServicesOffered: 'Yes',
    fullNameOfPersonCompletingSurvey: 'Pierre Curie',
    titleOfPersonCompletingSurvey: 'Office Manager',
    email: 'office@example.org',
    phoneNumber: '(562) 555-0177',
    dateSubmitted: '2026-11-20T09:30:00-08:00',
    wantsReceipt: false,
    ...overrides,
  };
}

export const FORMS = {
  attestation: { path: API_PATHS.attestation, key: 'attestationForm', kind: 'attestation', record: () => attestationRecord() },
  contact: { path: API_PATHS.contact, key: 'preferredContactForm', kind: 'contact', record: () => contactRecord() },
  tgi: { path: API_PATHS.tgi, key: 'tgiActForm', kind: 'tgi', record: () => tgiRecord() },
} as const satisfies Record<string, { path: string; key: FormEnvelopeKey; kind: string; record: () => object }>;

export type FormName = keyof typeof FORMS;

/** The docs/api.md body of a POST. */
export function envelope(form: FormName, record: object): { formData: string } {
  return toFormDataBody(FORMS[form].key, record);
}

/** POSTs a body through the anti-forgery of a session. */
export function post(
  app: FastifyInstance,
  session: Session,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...session.headers, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
