// Server configuration from environment variables and an optional JSON file; a bad setting stops the start by name.
import fs from 'node:fs';
import path from 'node:path';
import { TTY_RELAY_NUMBER } from '../src/domain/phone';
import { PAGE_CACHE } from './pages';
import { BOT_CHECK_MODES, isBotCheckMode, type BotCheckMode } from './security/botCheck';
import { DEFAULT_MEMBER_ID_CHARACTERS, parseMemberIdCharacters } from '../src/domain/memberId';
import { CATALOG_LANGUAGES, DEMO_PORTAL_CONFIG, isPlanLinkTarget, mergePortalConfig, type PlanLinks, type PlanTextTranslations, type PortalConfig } from '../src/domain/portalConfig';
import { SOURCE_LANGUAGE } from '../src/domain/language';
import { DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS } from '../src/domain/idempotencyKeys';
import { MAKE_SECRETS_KEY_COMMAND, parseSecretsKey, type SecretsKey } from './security/secretsAtRest';
import { developmentKeyFileFor, type SecretsKeySettings } from './security/secretsKeySource';
import { ConfigError } from './configError';
import { auditRetentionDays, staffSettings, type StaffSettings } from './staff/staffSettings';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, the embedded SQLite database otherwise. */
  databaseUrl: string | undefined;
  /** The built SPA (index.html and assets). */
  staticDir: string;
  /** The staff console's build (issue 37): its page and assets, which no public page loads. */
  staffStaticDir: string;
  /** The page renderer the build writes (dist-render/render.js): every page is drawn on the server with it. */
  renderFile: string;
  /** How long a drawn page is served again from memory (0: drawn for every request). */
  pageCacheMs: number;
  portal: PortalConfig;
  /**
   * Per client address and window: `max` submissions (the three forms together), `npiMax` NPI look-ups and `pageMax`
   * pages (every app route and the not-found page, each drawn on the server).
   */
  rateLimit: { max: number; windowMs: number; npiMax: number; pageMax: number };
  /** The most a request may take to arrive whole (head and body); a slower one is answered 408 and closed. */
  requestTimeoutMs: number;
  /** After SIGTERM, how long requests in flight may finish before their connections are closed. */
  shutdownTimeoutMs: number;
  /** How long an Idempotency-Key is remembered (a retry after that is a new submission); older keys are purged. */
  idempotencyKeyTtlMs: number;
  /** Submissions older than this many days are deleted once a day; undefined keeps them until staff purge them. */
  retentionDays: number | undefined;
  /** Consent records are kept at least this many days, whatever RETENTION_DAYS says (issue 23; five years by default). */
  consentRetentionDays: number;
  /**
   * Keep the client's IP address and user agent with each consent (issue 23; off by default: they are personal data,
   * docs/operations.md#consent-evidence).
   */
  consentKeepClient: boolean;
  /**
   * The plan's own edition of the texting terms (issue 23): when the plan changes what the terms say of it (its name,
   * support phone, address or privacy notice), a new edition makes a new version of every language's text
   * (`2026-11-25+2`), since the one recorded under the old version is what earlier members agreed to.
   */
  termsEdition: string | undefined;
  /** The plan's time zone (an IANA name): the CSV exports give times in it, as staff and members read the clock. */
  planTimeZone: string;
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  npi: { registryUrl: string | undefined; timeoutMs: number };
  /** Signs the anti-forgery tokens; every instance behind one load balancer needs the same one. */
  sessionSecret: string | undefined;
  /**
   * The key the signing secrets are encrypted with in the database (issue 35, docs/operations.md#the-secrets-key), and
   * the one before it while the plan changes keys; environment only, never the JSON file, which may sit beside the data.
   */
  secretsKey: SecretsKeySettings;
  logLevel: string;
  /** What a failed bot check does (server/security/botCheck.ts): off, log (the default: counted and logged only) or enforce. */
  botCheck: BotCheckMode;
  /**
   * Sending email (issue 36, docs/operations.md#sending-email): the SMTP server (smtp: or smtps:, with its user and
   * password if it needs them), the From address, and the public address confirmation links lead to. Unset: nothing is sent, and a new email address counts at once,
   * flagged unconfirmed.
   */
  mail: { smtpUrl: string | undefined; from: string | undefined; linkBase: string | undefined };
  /** The staff console (issue 37, docs/operations.md#the-staff-console): off (undefined) unless STAFF_OIDC_ISSUER is set. */
  staff: StaffSettings | undefined;
  /** The audit trail is kept at least this many days (six years by default, never less), whatever RETENTION_DAYS says. */
  auditRetentionDays: number;
  /** The Prometheus endpoint (docs/operations.md#metrics): off unless a port is set; on the host's private address by default. */
  metrics: { port: number | undefined; host: string | undefined };
}

export { ConfigError } from './configError';

type Env = Record<string, string | undefined>;

/** The JSON file's shape: any part may be left out. */
interface ConfigFile {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  staticDir?: string;
  renderFile?: string;
  pageCacheMs?: number;
  portal?: Partial<PortalConfig>;
  rateLimit?: { max?: number; windowMs?: number; npiMax?: number; pageMax?: number };
  requestTimeoutMs?: number;
  shutdownTimeoutMs?: number;
  idempotencyKeyTtlHours?: number;
  retentionDays?: number;
  consentRetentionDays?: number;
  consentKeepClient?: boolean;
  termsEdition?: string;
  planTimeZone?: string;
  trustProxy?: boolean | number | string[];
  npi?: { registryUrl?: string; timeoutMs?: number };
  logLevel?: string;
  botCheck?: string;
  metrics?: { port?: number; host?: string };
}

/**
 * Five years: longer than the four years within which a TCPA claim can be brought, so a plan can always show what a
 * member agreed to (issue 23).
 */
export const DEFAULT_CONSENT_RETENTION_DAYS = 1826;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readFile(file: string): ConfigFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError('PORTAL_CONFIG_FILE', `names a file that cannot be read: ${file}`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as ConfigFile;
  } catch {
    throw new ConfigError('PORTAL_CONFIG_FILE', `must hold a JSON object: ${file}`);
  }
}

function integer(setting: string, raw: string | number | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(setting, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** A whole number when set, undefined when not. */
function optionalInteger(setting: string, raw: string | number | undefined, min: number, max: number): number | undefined {
  return raw === undefined || raw === '' ? undefined : integer(setting, raw, min, min, max);
}

function flag(setting: string, raw: string | boolean | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw === 'boolean') return raw;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  throw new ConfigError(setting, `must be true or false (got "${raw}")`);
}

function url(setting: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(setting, 'must be an absolute URL');
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(setting, `must use ${protocols.join(' or ')}`);
  return raw;
}

/** An address as MAIL_FROM takes it: `portal@plan.example`, or `Plan <portal@plan.example>`. */
const MAIL_FROM_FORM = /^(?:[^<>\r\n]{1,100} <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** SMTP_URL and MAIL_FROM (issue 36): both or neither, environment only (the URL may hold the server's password). */
function mailSettings(env: Env, webBase: string): ServerConfig['mail'] {
  const smtpUrl = url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']);
  // The address a confirmation link leads to: PORTAL_PUBLIC_URL, or WEB_BASE when it is absolute.
  const linkBase = url('PORTAL_PUBLIC_URL', env.PORTAL_PUBLIC_URL, ['https:', 'http:']) ?? (/^https?:\/\//.test(webBase) ? webBase : undefined);
  if (smtpUrl !== undefined && linkBase === undefined) {
    throw new ConfigError('PORTAL_PUBLIC_URL', "must be set when SMTP_URL is: the portal's public address, which confirmation links lead to");
  }
  const from = env.MAIL_FROM === undefined || env.MAIL_FROM === '' ? undefined : env.MAIL_FROM.trim();
  if (from !== undefined && !MAIL_FROM_FORM.test(from)) throw new ConfigError('MAIL_FROM', 'must be an email address, or a name and <address>');
  if (smtpUrl !== undefined && from === undefined) throw new ConfigError('MAIL_FROM', 'must be set when SMTP_URL is: the address messages are sent from');
  return { smtpUrl, from, linkBase };
}

/**
 * The NPPES registry's address (issue 21): http(s), and without a user name or password, which fetch refuses to send
 * on every call, so every NPI would silently fall back to its check digit. http is allowed (a plan's registry mirror on
 * its own network) but said at start (server/app.ts).
 */
function registryUrl(raw: string | undefined): string | undefined {
  const checked = url('NPPES_URL', raw, ['http:', 'https:']);
  if (checked !== undefined) {
    const parsed = new URL(checked);
    if (parsed.username !== '' || parsed.password !== '') throw new ConfigError('NPPES_URL', 'must not carry a user name or password');
  }
  return checked;
}

/** A base for the SPA's calls: empty (same origin), a path, or an absolute http(s) URL. */
function base(setting: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined) return fallback;
  if (raw === '' || raw.startsWith('/')) return raw.replace(/\/+$/, '');
  return (url(setting, raw, ['http:', 'https:']) ?? '').replace(/\/+$/, '');
}

function tenDigitPhone(setting: string, raw: string | number | undefined, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  const digits = String(raw).replace(/\D/g, '');
  if (digits.length !== 10) throw new ConfigError(setting, `must be a 10-digit phone number (got "${raw}")`);
  return digits;
}

/** The TTY line: the plan's own 10-digit number, or 711 for a plan that has only the national relay. */
function ttyPhone(setting: string, raw: string | number | undefined, fallback: string): string {
  if (raw !== undefined && String(raw).trim() === TTY_RELAY_NUMBER) return TTY_RELAY_NUMBER;
  return tenDigitPhone(setting, raw, fallback);
}

/** Each footer link: its environment variable and its key under the JSON file's portal.links. */
const PLAN_LINK_SETTINGS: ReadonlyArray<{ key: keyof PlanLinks; setting: string }> = [
  { key: 'privacyNotice', setting: 'PLAN_PRIVACY_URL' },
  { key: 'nondiscriminationNotice', setting: 'PLAN_NONDISCRIMINATION_URL' },
  { key: 'languageAssistance', setting: 'PLAN_LANGUAGE_ASSISTANCE_URL' },
];
const PLAN_LINK_MAX_LENGTH = 2000;

/** The JSON file's portal.links, checked for shape: a misspelt key would otherwise drop a notice the plan must publish. */
function fileLinks(raw: unknown): Record<string, unknown> {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError('portal.links', 'must be a JSON object');
  const known = PLAN_LINK_SETTINGS.map(({ key }) => key);
  const unknown = Object.keys(raw).filter((key) => !(known as string[]).includes(key));
  if (unknown.length > 0) throw new ConfigError('portal.links', `has unknown settings ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return raw as Record<string, unknown>;
}

/** A footer link: unset when empty, else an http(s) URL or a path on this site (never javascript:, data: or //host). */
function planLink(setting: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new ConfigError(setting, 'must be text');
  const value = raw.trim();
  if (value.length > PLAN_LINK_MAX_LENGTH) throw new ConfigError(setting, `must be at most ${PLAN_LINK_MAX_LENGTH} characters`);
  if (!isPlanLinkTarget(value)) throw new ConfigError(setting, `must be an http(s) URL or a path starting with "/" (got "${value}")`);
  return value;
}

function planLinks(env: Env, raw: unknown): PlanLinks {
  const file = fileLinks(raw);
  const links: PlanLinks = {};
  for (const { key, setting } of PLAN_LINK_SETTINGS) {
    const value = planLink(setting, env[setting] ?? file[key]);
    if (value !== undefined) links[key] = value;
  }
  return links;
}

function text(setting: string, raw: unknown, fallback: string, maxLength = 200): string {
  if (raw === undefined) return fallback;
  // The JSON file can hold anything.
  if (typeof raw !== 'string') throw new ConfigError(setting, 'must be text');
  const value = raw.trim();
  if (!value) throw new ConfigError(setting, 'must not be empty');
  if (value.length > maxLength) throw new ConfigError(setting, `must be at most ${maxLength} characters`);
  return value;
}

/**
 * The languages the portal offers, the first the one a visitor starts in: a comma-separated list in the environment,
 * a JSON array in the file. Each must have a catalog in this build (docs/languages.md#adding-a-language).
 */
function languages(setting: string, raw: unknown, fallback: readonly string[]): readonly string[] {
  if (raw === undefined || raw === '') return fallback;
  const list = typeof raw === 'string' ? raw.split(',').map((entry) => entry.trim()) : raw;
  if (!Array.isArray(list) || list.length === 0 || !list.every((entry): entry is string => typeof entry === 'string' && entry !== '')) {
    throw new ConfigError(setting, 'must list language codes, e.g. "en,es"');
  }
  const unknown = list.filter((language) => !CATALOG_LANGUAGES.includes(language));
  if (unknown.length > 0) {
    throw new ConfigError(setting, `names ${unknown.join(', ')}, for which this build has no catalog (it has ${CATALOG_LANGUAGES.join(', ')})`);
  }
  if (new Set(list).size !== list.length) throw new ConfigError(setting, 'names a language twice');
  return list;
}

/**
 * The plan's own words in its other languages: `PLAN_HOURS_ES` and `PROVIDER_SERVICES_DEPARTMENT_ES` in the
 * environment, `portal.translations.es.hours` and `.providerServicesDepartment` in the file. Where a plan gives none,
 * the demo plan's stand only for words the plan kept as the demo's; otherwise the page shows the plan's English.
 */
function planTranslations(env: Env, raw: unknown, portal: PortalConfig, filePortal: PortalConfig): PortalConfig['translations'] {
  const file = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, Record<string, unknown> | undefined>) : {};
  const kept = mergePortalConfig({ contact: portal.contact, providerServices: portal.providerServices }, filePortal).translations;
  const translations: Record<string, PlanTextTranslations> = {};
  for (const language of CATALOG_LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE)) {
    const suffix = language.toUpperCase().replace(/-/g, '_');
    const given = file[language];
    const hours = optionalText(`PLAN_HOURS_${suffix}`, env[`PLAN_HOURS_${suffix}`] ?? given?.hours) ?? kept[language]?.hours;
    const department =
      optionalText(`PROVIDER_SERVICES_DEPARTMENT_${suffix}`, env[`PROVIDER_SERVICES_DEPARTMENT_${suffix}`] ?? given?.providerServicesDepartment) ??
      kept[language]?.providerServicesDepartment;
    translations[language] = { ...(hours ? { hours } : {}), ...(department ? { providerServicesDepartment: department } : {}) };
  }
  return translations;
}

/**
 * An IANA time zone name, as Intl knows it (Node carries the full time zone data). Checked at start: an unknown name
 * would otherwise surface only when staff run an export. Returned in Intl's own spelling (any letter case is taken).
 */
function timeZone(setting: string, raw: unknown, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw === 'string') {
    try {
      return new Intl.DateTimeFormat(undefined, { timeZone: raw.trim() }).resolvedOptions().timeZone;
    } catch {
      // A RangeError: not a zone Intl knows; said below.
    }
  }
  throw new ConfigError(setting, `must be a time zone name such as America/Los_Angeles or America/New_York (got "${String(raw)}")`);
}

/** The characters of the plan's member IDs (src/domain/memberId.ts): checked at start, not at the first refused ID. */
function memberIdCharacters(setting: string, raw: unknown): string {
  if (raw === undefined || raw === '') return DEFAULT_MEMBER_ID_CHARACTERS;
  if (typeof raw !== 'string' || parseMemberIdCharacters(raw) === undefined) {
    throw new ConfigError(
      setting,
      `must list the characters of the plan's member IDs as ASCII letters, digits and punctuation, single or as ranges such as A-Z (the default is ${DEFAULT_MEMBER_ID_CHARACTERS})`,
    );
  }
  return raw;
}

function optionalText(setting: string, raw: unknown): string | undefined {
  return raw === undefined || raw === '' ? undefined : text(setting, raw, '');
}

/** A short name of letters, digits, dots and hyphens: it becomes part of every terms version (`2026-11-25+2`). */
function termsEdition(raw: unknown): string | undefined {
  const value = optionalText('TEXTING_TERMS_EDITION', raw);
  if (value !== undefined && !/^[A-Za-z0-9.-]{1,20}$/.test(value)) {
    throw new ConfigError('TEXTING_TERMS_EDITION', `must be 1 to 20 letters, digits, dots or hyphens, such as 2 or 2027-01 (got "${value}")`);
  }
  return value;
}

function trustProxy(raw: string | boolean | number | string[] | undefined): ServerConfig['trustProxy'] {
  if (raw === undefined || raw === '') return false;
  if (typeof raw === 'boolean' || typeof raw === 'number') return raw;
  if (Array.isArray(raw)) return raw;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** One key, from its variable or from the file its `_FILE` variable names (relative to the working folder); never quoted. */
function secretsKeySetting(env: Env, cwd: string, setting: 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS'): SecretsKey | undefined {
  const fileSetting = `${setting}_FILE`;
  const direct = env[setting];
  const fileName = env[fileSetting];
  if (direct !== undefined && fileName !== undefined) throw new ConfigError(fileSetting, `must not be set beside ${setting}: set one of them`);
  const keyForm = `32 random bytes in base64 or hex (make a key with: ${MAKE_SECRETS_KEY_COMMAND})`;
  if (direct !== undefined) {
    const key = parseSecretsKey(direct);
    if (key === undefined) throw new ConfigError(setting, `must be ${keyForm}`);
    return key;
  }
  if (fileName === undefined) return undefined;
  const keyFile = path.resolve(cwd, fileName);
  let text: string;
  try {
    text = fs.readFileSync(keyFile, 'utf8');
  } catch {
    throw new ConfigError(fileSetting, `names a file that cannot be read: ${keyFile}`);
  }
  const key = parseSecretsKey(text);
  if (key === undefined) throw new ConfigError(fileSetting, `names a file that does not hold ${keyForm}: ${keyFile}`);
  return key;
}

/**
 * The secrets key's settings. In production (NODE_ENV=production) a key is required; elsewhere, without one, the start
 * uses a development key kept beside the data folder (secretsKeySource.ts), so the quick start needs no setting.
 */
function secretsKeySettings(env: Env, cwd: string, dataDir: string): SecretsKeySettings {
  const current = secretsKeySetting(env, cwd, 'SECRETS_KEY');
  const previous = secretsKeySetting(env, cwd, 'SECRETS_KEY_PREVIOUS');
  const production = env.NODE_ENV === 'production';
  if (current === undefined && production) {
    throw new ConfigError(
      'SECRETS_KEY',
      'must be set (or SECRETS_KEY_FILE, a file holding it) when NODE_ENV is production: it encrypts the webhook, STOP ' +
        `intake and anti-forgery secrets in the database. Make a key with: ${MAKE_SECRETS_KEY_COMMAND}, give every ` +
        "instance the same one, and keep it apart from the database's backups (docs/operations.md#the-secrets-key)",
    );
  }
  return { current, previous, developmentKeyFile: current === undefined ? developmentKeyFileFor(dataDir) : undefined };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const file = env.PORTAL_CONFIG_FILE ? readFile(path.resolve(cwd, env.PORTAL_CONFIG_FILE)) : {};
  const filePortal = mergePortalConfig(file.portal, DEMO_PORTAL_CONFIG);

  const portal: PortalConfig = {
    apiBase: base('API_BASE', env.API_BASE ?? file.portal?.apiBase, ''),
    webBase: base('WEB_BASE', env.WEB_BASE ?? file.portal?.webBase, ''),
    planName: text('PLAN_NAME', env.PLAN_NAME ?? file.portal?.planName, filePortal.planName, 100),
    logoUrl: text('PLAN_LOGO_URL', env.PLAN_LOGO_URL ?? file.portal?.logoUrl, filePortal.logoUrl, 500),
    logoAlt: text('PLAN_LOGO_ALT', env.PLAN_LOGO_ALT ?? file.portal?.logoAlt, filePortal.logoAlt, 200),
    // At the banner's 75 px height; with the height it reserves the logo's space, so nothing moves when it loads.
    logoWidth: integer('PLAN_LOGO_WIDTH', env.PLAN_LOGO_WIDTH ?? file.portal?.logoWidth, filePortal.logoWidth, 1, 2000),
    contact: {
      address: text('PLAN_ADDRESS', env.PLAN_ADDRESS ?? file.portal?.contact?.address, filePortal.contact.address),
      supportPhone: tenDigitPhone('PLAN_SUPPORT_PHONE', env.PLAN_SUPPORT_PHONE ?? file.portal?.contact?.supportPhone, filePortal.contact.supportPhone),
      mainPhone: tenDigitPhone('PLAN_MAIN_PHONE', env.PLAN_MAIN_PHONE ?? file.portal?.contact?.mainPhone, filePortal.contact.mainPhone),
      ttyPhone: ttyPhone('PLAN_TTY_PHONE', env.PLAN_TTY_PHONE ?? file.portal?.contact?.ttyPhone, filePortal.contact.ttyPhone),
      hours: text('PLAN_HOURS', env.PLAN_HOURS ?? file.portal?.contact?.hours, filePortal.contact.hours),
    },
    providerServices: {
      department: text(
        'PROVIDER_SERVICES_DEPARTMENT',
        env.PROVIDER_SERVICES_DEPARTMENT ?? file.portal?.providerServices?.department,
        filePortal.providerServices.department,
      ),
      phone: tenDigitPhone(
        'PROVIDER_SERVICES_PHONE',
        env.PROVIDER_SERVICES_PHONE ?? file.portal?.providerServices?.phone,
        filePortal.providerServices.phone,
      ),
      email: text(
        'PROVIDER_SERVICES_EMAIL',
        env.PROVIDER_SERVICES_EMAIL ?? file.portal?.providerServices?.email,
        filePortal.providerServices.email,
      ),
    },
    flags: {
      longTermCare: flag('FLAG_LONG_TERM_CARE', env.FLAG_LONG_TERM_CARE ?? file.portal?.flags?.longTermCare, false),
      behavioralHealth: flag('FLAG_BEHAVIORAL_HEALTH', env.FLAG_BEHAVIORAL_HEALTH ?? file.portal?.flags?.behavioralHealth, false),
      cms1500: flag('FLAG_CMS1500', env.FLAG_CMS1500 ?? file.portal?.flags?.cms1500, false),
    },
    // Only what the plan sets: the demo plan's example links must never reach a real deployment.
    links: planLinks(env, file.portal?.links),
    languages: languages('LANGUAGES', env.LANGUAGES ?? file.portal?.languages, DEMO_PORTAL_CONFIG.languages),
    translations: {},
    memberIdCharacters: memberIdCharacters('MEMBER_ID_CHARACTERS', env.MEMBER_ID_CHARACTERS ?? file.portal?.memberIdCharacters),
    // The receipt box only where a receipt can be sent (issue 36).
    ...(env.SMTP_URL ? { emailReceipts: true } : {}),
  };
  portal.translations = planTranslations(env, file.portal?.translations, portal, filePortal);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(portal.providerServices.email)) {
    throw new ConfigError('PROVIDER_SERVICES_EMAIL', 'must be an email address');
  }

  const logLevel = env.LOG_LEVEL ?? file.logLevel ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  const botCheck = env.BOT_CHECK ?? file.botCheck ?? 'log';
  if (!isBotCheckMode(botCheck)) throw new ConfigError('BOT_CHECK', `must be one of ${BOT_CHECK_MODES.join(', ')}`);

  const sessionSecret = env.SESSION_SECRET;
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters');
  }

  const dataDir = path.resolve(cwd, env.DATA_DIR ?? file.dataDir ?? 'data');
  return {
    port: integer('PORT', env.PORT ?? file.port, 8080, 0, 65535),
    host: text('HOST', env.HOST ?? file.host, '127.0.0.1'),
    dataDir,
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL ?? file.databaseUrl, ['postgres:', 'postgresql:']),
    staticDir: path.resolve(cwd, env.STATIC_DIR ?? file.staticDir ?? 'dist'),
    staffStaticDir: path.resolve(cwd, env.STAFF_STATIC_DIR ?? 'dist-staff'),
    renderFile: path.resolve(cwd, env.RENDER_FILE ?? file.renderFile ?? 'dist-render/render.js'),
    pageCacheMs: integer('PAGE_CACHE_MS', env.PAGE_CACHE_MS ?? file.pageCacheMs, PAGE_CACHE.ttlMs, 0, 60_000),
    portal,
    rateLimit: {
      max: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX ?? file.rateLimit?.max, 120, 1, 1_000_000_000),
      windowMs: integer('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS ?? file.rateLimit?.windowMs, 60_000, 1000, 86_400_000),
      // Larger than the submissions' budget: a person may correct an NPI a few times, a clinic shares one address.
      npiMax: integer('NPI_RATE_LIMIT_MAX', env.NPI_RATE_LIMIT_MAX ?? file.rateLimit?.npiMax, 300, 1, 1_000_000_000),
      // Generous (issue 35): a person opens a few pages a minute, a clinic behind one address a few dozen; a page drawn
      // afresh costs the server milliseconds of CPU, so one address cannot make it draw hundreds a second.
      pageMax: integer('PAGE_RATE_LIMIT_MAX', env.PAGE_RATE_LIMIT_MAX ?? file.rateLimit?.pageMax, 300, 1, 1_000_000_000),
    },
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS ?? file.requestTimeoutMs, 15_000, 1000, 600_000),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS ?? file.shutdownTimeoutMs, 10_000, 0, 600_000),
    idempotencyKeyTtlMs: integer('IDEMPOTENCY_KEY_TTL_HOURS', env.IDEMPOTENCY_KEY_TTL_HOURS ?? file.idempotencyKeyTtlHours, DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS, 1, 24 * 365) * 3_600_000,
    retentionDays: optionalInteger('RETENTION_DAYS', env.RETENTION_DAYS ?? file.retentionDays, 1, 36_500),
    consentRetentionDays: integer('CONSENT_RETENTION_DAYS', env.CONSENT_RETENTION_DAYS ?? file.consentRetentionDays, DEFAULT_CONSENT_RETENTION_DAYS, 1, 36_500),
    consentKeepClient: flag('CONSENT_KEEP_CLIENT', env.CONSENT_KEEP_CLIENT ?? file.consentKeepClient, false),
    termsEdition: termsEdition(env.TEXTING_TERMS_EDITION ?? file.termsEdition),
    planTimeZone: timeZone('PLAN_TIME_ZONE', env.PLAN_TIME_ZONE ?? file.planTimeZone, 'America/Los_Angeles'),
    trustProxy: trustProxy(env.TRUST_PROXY ?? file.trustProxy),
    npi: {
      registryUrl: registryUrl(env.NPPES_URL ?? file.npi?.registryUrl),
      timeoutMs: integer('NPPES_TIMEOUT_MS', env.NPPES_TIMEOUT_MS ?? file.npi?.timeoutMs, 2000, 100, 30_000),
    },
    sessionSecret,
    secretsKey: secretsKeySettings(env, cwd, dataDir),
    logLevel,
    botCheck,
    mail: mailSettings(env, portal.webBase),
    staff: staffSettings(env),
    auditRetentionDays: auditRetentionDays(env.AUDIT_RETENTION_DAYS),
    metrics: {
      port: optionalInteger('METRICS_PORT', env.METRICS_PORT ?? file.metrics?.port, 1, 65535),
      host: optionalText('METRICS_HOST', env.METRICS_HOST ?? file.metrics?.host),
    },
  };
}
