// Server configuration: defaults, environment overrides, the JSON file under the environment, and every bad setting named.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';
import { createStore } from '../../server/store/createStore';
import { DEMO_PORTAL_CONFIG, planTexts } from '../../src/domain/portalConfig';
import { removeDir, tempDir } from './support/appHarness';

let cwd: string;

beforeAll(() => {
  cwd = tempDir('config');
});
afterAll(() => {
  removeDir(cwd);
});

function writeJson(name: string, content: unknown): string {
  const file = path.join(cwd, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The ConfigError a configuration stops with (fails the test when it does not stop). */
function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('defaults', () => {
  it('listens on 127.0.0.1:8080 and keeps its data in ./data, resolved against the working directory', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.staticDir).toBe(path.join(cwd, 'dist'));
  });

  it('has no database URL, so the store is the embedded SQLite database in DATA_DIR', async () => {
    const config = loadConfig({ DATA_DIR: 'db' }, cwd);
    expect(config.databaseUrl).toBeUndefined();
    const store = createStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      expect(store.dialect).toBe('sqlite');
      await store.migrate();
      expect(fs.existsSync(path.join(cwd, 'db'))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('uses the demo plan, no flags, 120 POSTs, 300 NPI look-ups and 300 pages a minute, 15 s per request, no proxy, no registry, no retention and the info log level', () => {
    const config = loadConfig({}, cwd);
    // The demo plan, except its example footer links: a deployment shows only the notices it sets.
    // And the member IDs' characters said outright, which the demo configuration leaves to the default.
    // And no receipt box: without SMTP_URL no receipt is sent (issue 36).
    const { emailReceipts: _shownByTheDemoOnly, ...demo } = DEMO_PORTAL_CONFIG;
    expect(config.portal).toEqual({ ...demo, links: {}, memberIdCharacters: 'A-Za-z0-9-' });
    expect(config.portal.flags).toEqual({ longTermCare: false, behavioralHealth: false, cms1500: false });
    expect(config.rateLimit).toEqual({ max: 120, windowMs: 60_000, npiMax: 300, pageMax: 300 });
    expect(config).toMatchObject({ requestTimeoutMs: 15_000, shutdownTimeoutMs: 10_000, idempotencyKeyTtlMs: 24 * 3_600_000 });
    expect(config.retentionDays).toBeUndefined();
    expect(config.planTimeZone).toBe('America/Los_Angeles');
    expect(config.trustProxy).toBe(false);
    expect(config.npi).toEqual({ registryUrl: undefined, timeoutMs: 2000 });
    expect(config.sessionSecret).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.renderFile).toBe(path.join(cwd, 'dist-render/render.js'));
    expect(config.pageCacheMs).toBe(5000);
  });
});

describe('environment overrides', () => {
  it('takes every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/portal',
        STATIC_DIR: '/srv/portal/www',
        RENDER_FILE: '/srv/portal/render.js',
        PAGE_CACHE_MS: '0',
        DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
        PLAN_NAME: 'Acme Health',
        PLAN_SUPPORT_PHONE: '(800) 555-0123',
        PLAN_MAIN_PHONE: '562-555-0100',
        PLAN_TTY_PHONE: '8005550999',
        PLAN_HOURS: 'Every day 9AM-6PM',
        PROVIDER_SERVICES_EMAIL: 'providers@acme.example',
        FLAG_LONG_TERM_CARE: 'yes',
        FLAG_BEHAVIORAL_HEALTH: 'true',
        FLAG_CMS1500: '0',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '10000',
        NPI_RATE_LIMIT_MAX: '50',
        PAGE_RATE_LIMIT_MAX: '600',
        REQUEST_TIMEOUT_MS: '5000',
        SHUTDOWN_TIMEOUT_MS: '2000',
        IDEMPOTENCY_KEY_TTL_HOURS: '48',
        RETENTION_DAYS: '2555',
        PLAN_TIME_ZONE: 'America/New_York',
        CONSENT_KEEP_CLIENT: 'yes',
        TEXTING_TERMS_EDITION: '2027-01',
        TRUST_PROXY: '10.0.0.1, 10.0.0.2',
        NPPES_URL: 'https://npiregistry.example/api/',
        NPPES_TIMEOUT_MS: '750',
        SESSION_SECRET: 's'.repeat(32),
        LOG_LEVEL: 'warn',
        API_BASE: 'https://api.acme.example/',
        WEB_BASE: '/portal/',
      },
      cwd,
    );
    expect(config.port).toBe(9090);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.join(cwd, 'var/portal'));
    expect(config.staticDir).toBe('/srv/portal/www');
    expect(config.renderFile).toBe('/srv/portal/render.js');
    expect(config.pageCacheMs).toBe(0);
    expect(config.databaseUrl).toBe('postgres://portal:secret@db.internal:5432/portal');
    expect(config.portal.planName).toBe('Acme Health');
    expect(config.portal.contact).toMatchObject({ supportPhone: '8005550123', mainPhone: '5625550100', ttyPhone: '8005550999', hours: 'Every day 9AM-6PM' });
    expect(config.portal.providerServices.email).toBe('providers@acme.example');
    expect(config.portal.flags).toEqual({ longTermCare: true, behavioralHealth: true, cms1500: false });
    expect(config.rateLimit).toEqual({ max: 5, windowMs: 10_000, npiMax: 50, pageMax: 600 });
    expect(config).toMatchObject({ requestTimeoutMs: 5000, shutdownTimeoutMs: 2000, idempotencyKeyTtlMs: 48 * 3_600_000, retentionDays: 2555 });
    expect(config.planTimeZone).toBe('America/New_York');
    expect(config).toMatchObject({ consentKeepClient: true, termsEdition: '2027-01' });
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.npi).toEqual({ registryUrl: 'https://npiregistry.example/api/', timeoutMs: 750 });
    expect(config.sessionSecret).toBe('s'.repeat(32));
    expect(config.logLevel).toBe('warn');
    expect(config.portal.apiBase).toBe('https://api.acme.example');
    expect(config.portal.webBase).toBe('/portal');
  });

  it('reads TRUST_PROXY as a flag or a hop count too, and an empty setting as the default', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(loadConfig({ PORT: '', TRUST_PROXY: '' }, cwd)).toMatchObject({ port: 8080, trustProxy: false });
  });

  it('accepts PORT=0 (any free port) and the postgresql: scheme', () => {
    expect(loadConfig({ PORT: '0' }, cwd).port).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/portal' }, cwd).databaseUrl).toBe('postgresql://localhost/portal');
  });
});

describe('the JSON file (PORTAL_CONFIG_FILE)', () => {
  const fileContent = {
    port: 7000,
    host: '10.1.2.3',
    dataDir: 'file-data',
    logLevel: 'debug',
    rateLimit: { max: 42, pageMax: 900 },
    npi: { registryUrl: 'http://registry.file.example/', timeoutMs: 300 },
    portal: {
      planName: 'File Plan',
      contact: { supportPhone: '(714) 555-0101' },
      flags: { cms1500: true },
    },
  };

  it('supplies what the environment leaves out, and merges the portal blocks over the defaults', () => {
    writeJson('portal.json', fileContent);
    const config = loadConfig({ PORTAL_CONFIG_FILE: 'portal.json' }, cwd);
    expect(config.port).toBe(7000);
    expect(config.host).toBe('10.1.2.3');
    expect(config.dataDir).toBe(path.join(cwd, 'file-data'));
    expect(config.logLevel).toBe('debug');
    expect(config.rateLimit).toEqual({ max: 42, windowMs: 60_000, npiMax: 300, pageMax: 900 });
    expect(config.npi).toEqual({ registryUrl: 'http://registry.file.example/', timeoutMs: 300 });
    expect(config.portal.planName).toBe('File Plan');
    expect(config.portal.contact.supportPhone).toBe('7145550101');
    // The rest of the blocks keep their defaults.
    expect(config.portal.contact.mainPhone).toBe(DEMO_PORTAL_CONFIG.contact.mainPhone);
    expect(config.portal.flags).toEqual({ longTermCare: false, behavioralHealth: false, cms1500: true });
  });

  it('gives way to the environment wherever both set something', () => {
    writeJson('portal.json', fileContent);
    const config = loadConfig(
      { PORTAL_CONFIG_FILE: 'portal.json', PORT: '7001', PLAN_NAME: 'Env Plan', PLAN_SUPPORT_PHONE: '8005550000', FLAG_CMS1500: 'false', LOG_LEVEL: 'error' },
      cwd,
    );
    expect(config.port).toBe(7001);
    expect(config.portal.planName).toBe('Env Plan');
    expect(config.portal.contact.supportPhone).toBe('8005550000');
    expect(config.portal.flags.cms1500).toBe(false);
    expect(config.logLevel).toBe('error');
    // Untouched by the environment: still the file's.
    expect(config.host).toBe('10.1.2.3');
  });

  it('takes the logo width at the banner height from PLAN_LOGO_WIDTH, 300 (the demo logo) by default', () => {
    expect(loadConfig({}, cwd).portal.logoWidth).toBe(300);
    expect(loadConfig({ PLAN_LOGO_WIDTH: '180' }, cwd).portal.logoWidth).toBe(180);
    expect(refusal({ PLAN_LOGO_WIDTH: 'wide' })).toMatchObject({ setting: 'PLAN_LOGO_WIDTH' });
  });

  it.each([
    ['NPI_RATE_LIMIT_MAX', '0'],
    ['PAGE_RATE_LIMIT_MAX', '0'],
    ['PAGE_RATE_LIMIT_MAX', 'lots'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
    ['IDEMPOTENCY_KEY_TTL_HOURS', '0.5'],
    ['RETENTION_DAYS', '0'],
    ['RETENTION_DAYS', 'forever'],
    ['PAGE_CACHE_MS', '-1'],
    ['PAGE_CACHE_MS', '600000'],
  ])('refuses %s=%s, naming it', (setting, value) => {
    expect(refusal({ [setting]: value })).toMatchObject({ setting });
  });

  it('is found by an absolute path too', () => {
    const file = writeJson('absolute.json', { port: 7002 });
    expect(loadConfig({ PORTAL_CONFIG_FILE: file }, '/').port).toBe(7002);
  });

  it("checks the file's values like the environment's, naming the setting", () => {
    writeJson('bad-values.json', { port: 'abc' });
    expect(refusal({ PORTAL_CONFIG_FILE: 'bad-values.json' })).toMatchObject({ setting: 'PORT' });
    writeJson('bad-phone.json', { portal: { contact: { mainPhone: '12' } } });
    expect(refusal({ PORTAL_CONFIG_FILE: 'bad-phone.json' })).toMatchObject({ setting: 'PLAN_MAIN_PHONE' });
  });

  it.each([
    ['PLAN_NAME', { portal: { planName: '' } }],
    ['PLAN_NAME', { portal: { planName: 'y'.repeat(101) } }],
    ['PLAN_HOURS', { portal: { contact: { hours: '  ' } } }],
    ['PROVIDER_SERVICES_EMAIL', { portal: { providerServices: { email: 'nobody' } } }],
    ['HOST', { host: 5 }],
    ['PLAN_LOGO_ALT', { portal: { logoAlt: ['Logo'] } }],
  ])('refuses a bad text value in the file as %s instead of serving it or crashing', (setting, content) => {
    writeJson('bad-text.json', content);
    const error = refusal({ PORTAL_CONFIG_FILE: 'bad-text.json' });
    expect(error.setting).toBe(setting);
    expect(error.message).toContain(setting);
  });

  it('trims text values from the file and accepts a phone number written as a JSON number', () => {
    writeJson('loose.json', { portal: { planName: '  Spaced Plan  ', contact: { ttyPhone: 8005550111 } } });
    const config = loadConfig({ PORTAL_CONFIG_FILE: 'loose.json' }, cwd);
    expect(config.portal.planName).toBe('Spaced Plan');
    expect(config.portal.contact.ttyPhone).toBe('8005550111');
  });
});

describe('email (issue 36)', () => {
  it('is off without SMTP_URL, and the forms offer no receipt', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: undefined, linkBase: undefined });
    expect(config.portal.emailReceipts).toBeUndefined();
  });

  it('takes SMTP_URL, MAIL_FROM and the public address its links lead to (PORTAL_PUBLIC_URL, or an absolute WEB_BASE)', () => {
    const env = { SMTP_URL: 'smtps://portal:secret@smtp.plan.example:465', MAIL_FROM: 'Sunrise Health Plan <portal@plan.example>' };
    expect(loadConfig({ ...env, PORTAL_PUBLIC_URL: 'https://forms.plan.example' }).mail).toEqual({
      smtpUrl: env.SMTP_URL,
      from: 'Sunrise Health Plan <portal@plan.example>',
      linkBase: 'https://forms.plan.example',
    });
    expect(loadConfig({ ...env, WEB_BASE: 'https://web.plan.example' }).mail.linkBase).toBe('https://web.plan.example');
    expect(loadConfig({ ...env, WEB_BASE: 'https://web.plan.example' }).portal.emailReceipts).toBe(true);
  });
});

describe('a bad setting stops the start with a message naming it', () => {
  const cases: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['PLAN_SUPPORT_PHONE', { PLAN_SUPPORT_PHONE: '12' }],
    ['PLAN_MAIN_PHONE', { PLAN_MAIN_PHONE: '1' }],
    ['PROVIDER_SERVICES_PHONE', { PROVIDER_SERVICES_PHONE: '555-0100' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://portal:secret@db/portal' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['FLAG_LONG_TERM_CARE', { FLAG_LONG_TERM_CARE: 'maybe' }],
    ['FLAG_CMS1500', { FLAG_CMS1500: 'enabled' }],
    ['NPPES_URL', { NPPES_URL: 'ftp://npiregistry.example/' }],
    // fetch refuses credentials in a URL on every call: every NPI would fall back to its check digit unseen (issue 21).
    ['NPPES_URL', { NPPES_URL: 'https://user:secret@npiregistry.example/api/' }],
    ['NPPES_TIMEOUT_MS', { NPPES_TIMEOUT_MS: '5' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'too-short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['API_BASE', { API_BASE: 'not a url' }],
    ['API_BASE', { API_BASE: 'ftp://api.example/' }],
    ['WEB_BASE', { WEB_BASE: 'example.org' }],
    ['RATE_LIMIT_MAX', { RATE_LIMIT_MAX: '0' }],
    ['RATE_LIMIT_WINDOW_MS', { RATE_LIMIT_WINDOW_MS: 'soon' }],
    ['PLAN_NAME', { PLAN_NAME: '   ' }],
    ['PLAN_NAME', { PLAN_NAME: 'x'.repeat(101) }],
    ['PROVIDER_SERVICES_EMAIL', { PROVIDER_SERVICES_EMAIL: 'providers at example' }],
    ['PLAN_TIME_ZONE', { PLAN_TIME_ZONE: 'Pacific/Nowhere' }],
    ['PLAN_TIME_ZONE', { PLAN_TIME_ZONE: 'PST8PDT-ish' }],
    ['CONSENT_KEEP_CLIENT', { CONSENT_KEEP_CLIENT: 'sometimes' }],
    ['TEXTING_TERMS_EDITION', { TEXTING_TERMS_EDITION: 'two words' }],
    // Issue 36: email, both or neither, with somewhere for its links to lead.
    ['SMTP_URL', { SMTP_URL: 'http://smtp.plan.example', MAIL_FROM: 'portal@plan.example', PORTAL_PUBLIC_URL: 'https://portal.plan.example' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://smtp.plan.example', PORTAL_PUBLIC_URL: 'https://portal.plan.example' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://smtp.plan.example', MAIL_FROM: 'portal at plan', PORTAL_PUBLIC_URL: 'https://portal.plan.example' }],
    ['MAIL_FROM', { MAIL_FROM: 'Plan <portal@plan.example>\r\nBcc: x@evil.example' }],
    ['PORTAL_PUBLIC_URL', { SMTP_URL: 'smtp://smtp.plan.example', MAIL_FROM: 'portal@plan.example' }],
    ['TEXTING_TERMS_EDITION', { TEXTING_TERMS_EDITION: '2+3' }],
  ];

  it.each(cases)('%s (%j)', (setting, env) => {
    const error = refusal(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.setting).toBe(setting);
    expect(error.message).toContain(setting);
    expect(error.message).toMatch(/^Invalid configuration: /);
  });

  it('never repeats the session secret it refuses', () => {
    const error = refusal({ SESSION_SECRET: 'hunter2-short-secret' });
    expect(error.message).toContain('SESSION_SECRET');
    expect(error.message).not.toContain('hunter2');
  });

  it('PORTAL_CONFIG_FILE that cannot be read', () => {
    const error = refusal({ PORTAL_CONFIG_FILE: 'missing.json' });
    expect(error.setting).toBe('PORTAL_CONFIG_FILE');
    expect(error.message).toContain('PORTAL_CONFIG_FILE');
    expect(error.message).toContain(path.join(cwd, 'missing.json'));
  });

  it('PORTAL_CONFIG_FILE naming a directory', () => {
    fs.mkdirSync(path.join(cwd, 'a-directory'), { recursive: true });
    expect(refusal({ PORTAL_CONFIG_FILE: 'a-directory' }).setting).toBe('PORTAL_CONFIG_FILE');
  });

  it.each([
    ['invalid JSON', '{ "port": 8080,'],
    ['a JSON array', '[1, 2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"port=8080"'],
  ])('PORTAL_CONFIG_FILE holding %s', (_label, text) => {
    writeJson('broken.json', text);
    const error = refusal({ PORTAL_CONFIG_FILE: 'broken.json' });
    expect(error.setting).toBe('PORTAL_CONFIG_FILE');
    expect(error.message).toContain('PORTAL_CONFIG_FILE');
    expect(error.message).toContain('JSON');
  });
});

describe("the plan's footer links", () => {
  it('are none by default, never the demo plan\'s example links', () => {
    expect(loadConfig({}, cwd).portal.links).toEqual({});
    writeJson('no-links.json', { portal: { planName: 'File Plan' } });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'no-links.json' }, cwd).portal.links).toEqual({});
  });

  it('come from the environment as http(s) URLs or paths on this site, trimmed', () => {
    const config = loadConfig(
      {
        PLAN_PRIVACY_URL: 'https://www.acme.example/privacy',
        PLAN_NONDISCRIMINATION_URL: ' /notices/nondiscrimination.pdf ',
        PLAN_LANGUAGE_ASSISTANCE_URL: 'http://acme.example/language?lang=es#top',
      },
      cwd,
    );
    expect(config.portal.links).toEqual({
      privacyNotice: 'https://www.acme.example/privacy',
      nondiscriminationNotice: '/notices/nondiscrimination.pdf',
      languageAssistance: 'http://acme.example/language?lang=es#top',
    });
  });

  it('leave out the ones not set, and an empty variable means not set', () => {
    const config = loadConfig({ PLAN_NONDISCRIMINATION_URL: '/nondiscrimination', PLAN_PRIVACY_URL: '' }, cwd);
    expect(config.portal.links).toEqual({ nondiscriminationNotice: '/nondiscrimination' });
  });

  it("come from the file's portal.links, the environment winning where both set one", () => {
    writeJson('links.json', {
      portal: { links: { privacyNotice: 'https://file.example/privacy', languageAssistance: '/language-assistance' } },
    });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'links.json' }, cwd).portal.links).toEqual({
      privacyNotice: 'https://file.example/privacy',
      languageAssistance: '/language-assistance',
    });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'links.json', PLAN_PRIVACY_URL: '/privacy' }, cwd).portal.links).toEqual({
      privacyNotice: '/privacy',
      languageAssistance: '/language-assistance',
    });
  });

  it.each([
    ['PLAN_PRIVACY_URL', 'a javascript: URL', 'javascript:alert(1)'],
    ['PLAN_PRIVACY_URL', 'a data: URL', 'data:text/html,<p>notice</p>'],
    ['PLAN_NONDISCRIMINATION_URL', 'an ftp: URL', 'ftp://acme.example/notice.pdf'],
    ['PLAN_NONDISCRIMINATION_URL', 'a relative path', 'notices/nondiscrimination.pdf'],
    ['PLAN_LANGUAGE_ASSISTANCE_URL', 'a "//host" address (another site)', '//evil.example/language'],
    ['PLAN_LANGUAGE_ASSISTANCE_URL', 'a "/\\host" address (another site to a browser)', '/\\evil.example/language'],
    ['PLAN_LANGUAGE_ASSISTANCE_URL', 'a URL without a host', 'https://'],
    ['PLAN_PRIVACY_URL', 'a path with a space', '/privacy notice.pdf'],
    ['PLAN_PRIVACY_URL', 'blanks', '   '],
    ['PLAN_PRIVACY_URL', 'over 2000 characters', `https://acme.example/${'p'.repeat(2000)}`],
  ])('refuse %s set to %s, naming the setting', (setting, _label, value) => {
    const error = refusal({ [setting]: value });
    expect(error.setting).toBe(setting);
    expect(error.message).toContain(setting);
  });

  it("refuse a bad link in the file under the environment variable's name", () => {
    writeJson('bad-link.json', { portal: { links: { nondiscriminationNotice: 'javascript:void(0)' } } });
    expect(refusal({ PORTAL_CONFIG_FILE: 'bad-link.json' })).toMatchObject({ setting: 'PLAN_NONDISCRIMINATION_URL' });
    writeJson('number-link.json', { portal: { links: { privacyNotice: 42 } } });
    expect(refusal({ PORTAL_CONFIG_FILE: 'number-link.json' })).toMatchObject({ setting: 'PLAN_PRIVACY_URL' });
  });

  it.each([
    ['a misspelt key, which would silently drop a notice', { privacy: 'https://acme.example/privacy' }],
    ['a list', ['https://acme.example/privacy']],
    ['a string', 'https://acme.example/privacy'],
  ])('refuse portal.links holding %s', (_case, links) => {
    writeJson('bad-links.json', { portal: { links } });
    const error = refusal({ PORTAL_CONFIG_FILE: 'bad-links.json' });
    expect(error.setting).toBe('portal.links');
    expect(error.message).toContain('portal.links');
  });
});

describe('the TTY line', () => {
  it('takes 711 for a plan with only the national relay, from the environment or the file', () => {
    expect(loadConfig({ PLAN_TTY_PHONE: '711' }, cwd).portal.contact.ttyPhone).toBe('711');
    writeJson('tty-relay.json', { portal: { contact: { ttyPhone: 711 } } });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'tty-relay.json' }, cwd).portal.contact.ttyPhone).toBe('711');
  });

  it('still refuses any other short number', () => {
    expect(refusal({ PLAN_TTY_PHONE: '811' })).toMatchObject({ setting: 'PLAN_TTY_PHONE' });
  });
});

describe('LANGUAGES: the languages the portal offers (docs/languages.md)', () => {
  it('is English and Spanish unless set, and takes a list from the environment or an array from the file, in order', () => {
    expect(loadConfig({}, cwd).portal.languages).toEqual(['en', 'es']);
    expect(loadConfig({ LANGUAGES: 'es, en' }, cwd).portal.languages).toEqual(['es', 'en']);
    writeJson('languages.json', { portal: { languages: ['en'] } });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'languages.json' }, cwd).portal.languages).toEqual(['en']);
  });

  it('refuses a language without a catalog in this build, naming it and the ones there are', () => {
    expect(refusal({ LANGUAGES: 'en,fr' }).message).toContain('names fr, for which this build has no catalog (it has en, es)');
  });

  it('refuses an empty entry, a repeated language and a file value that is not a list of codes', () => {
    expect(refusal({ LANGUAGES: 'en,,es' })).toMatchObject({ setting: 'LANGUAGES' });
    expect(refusal({ LANGUAGES: 'en,es,en' }).message).toContain('names a language twice');
    writeJson('bad-languages.json', { portal: { languages: [1, 2] } });
    expect(refusal({ PORTAL_CONFIG_FILE: 'bad-languages.json' }).message).toContain('must list language codes');
  });
});

describe('METRICS_PORT and METRICS_HOST: the Prometheus endpoint (issue 22)', () => {
  it('is off unless a port is set; the host is left to the server (the private address) unless set', () => {
    expect(loadConfig({}, cwd).metrics).toEqual({ port: undefined, host: undefined });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.4' }, cwd).metrics).toEqual({ port: 9464, host: '10.0.0.4' });
    writeJson('metrics.json', { metrics: { port: 9100 } });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'metrics.json' }, cwd).metrics).toEqual({ port: 9100, host: undefined });
  });

  it('refuses a port that is not one', () => {
    expect(refusal({ METRICS_PORT: '0' })).toMatchObject({ setting: 'METRICS_PORT' });
    expect(refusal({ METRICS_PORT: 'metrics' })).toMatchObject({ setting: 'METRICS_PORT' });
  });
});

describe("MEMBER_ID_CHARACTERS: the characters of the plan's member IDs (issue 21)", () => {
  it('is letters, digits and the hyphen unless set, and takes single characters and ranges from the environment or the file', () => {
    expect(loadConfig({}, cwd).portal.memberIdCharacters).toBe('A-Za-z0-9-');
    expect(loadConfig({ MEMBER_ID_CHARACTERS: '0-9' }, cwd).portal.memberIdCharacters).toBe('0-9');
    writeJson('member-ids.json', { portal: { memberIdCharacters: 'A-Z0-9/' } });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'member-ids.json' }, cwd).portal.memberIdCharacters).toBe('A-Z0-9/');
  });

  it.each([
    ['a space', 'A-Z 0-9'],
    ['a letter outside ASCII', 'A-ZÄ'],
    ['a backwards range', 'Z-A'],
  ])('refuses %s at start, naming the setting and its default', (_what, setting) => {
    const error = refusal({ MEMBER_ID_CHARACTERS: setting });
    expect(error).toMatchObject({ setting: 'MEMBER_ID_CHARACTERS' });
    expect(error.message).toContain('the default is A-Za-z0-9-');
  });
});

describe("the plan's own words in its other languages", () => {
  it("keeps the demo plan's Spanish hours only while the plan keeps the demo's English hours", () => {
    expect(loadConfig({}, cwd).portal.translations.es?.hours).toBe(DEMO_PORTAL_CONFIG.translations.es?.hours);
    // A plan with hours of its own and no Spanish for them: its Spanish pages show its English hours, never the demo's.
    const own = loadConfig({ PLAN_HOURS: 'Monday to Saturday 7AM-7PM PST' }, cwd).portal;
    expect(own.translations.es?.hours).toBeUndefined();
    expect(planTexts(own, 'es').hours).toBe('Monday to Saturday 7AM-7PM PST');
    expect(planTexts(own, 'es').providerServicesDepartment).toBe(DEMO_PORTAL_CONFIG.translations.es?.providerServicesDepartment);
  });

  it('takes Spanish hours and department from the environment or the file, checked like their English', () => {
    const fromEnv = loadConfig({ PLAN_HOURS: 'Mon-Sat 7-7', PLAN_HOURS_ES: 'Lun-sáb 7-7', PROVIDER_SERVICES_DEPARTMENT_ES: 'Servicios' }, cwd).portal;
    expect(planTexts(fromEnv, 'es')).toEqual({ hours: 'Lun-sáb 7-7', providerServicesDepartment: 'Servicios' });
    expect(planTexts(fromEnv, 'en')).toEqual({ hours: 'Mon-Sat 7-7', providerServicesDepartment: DEMO_PORTAL_CONFIG.providerServices.department });
    writeJson('translations.json', { portal: { contact: { hours: 'Mon-Sat 7-7' }, translations: { es: { hours: 'Lunes a sábado' } } } });
    expect(planTexts(loadConfig({ PORTAL_CONFIG_FILE: 'translations.json' }, cwd).portal, 'es').hours).toBe('Lunes a sábado');
    expect(refusal({ PLAN_HOURS_ES: 'x'.repeat(201) })).toMatchObject({ setting: 'PLAN_HOURS_ES' });
  });
});

describe("PLAN_TIME_ZONE: the plan's time zone, for the CSV exports' times", () => {
  it('is America/Los_Angeles unless set, and takes a zone name from the environment or the file, the environment winning', () => {
    expect(loadConfig({ PLAN_TIME_ZONE: '' }, cwd).planTimeZone).toBe('America/Los_Angeles');
    writeJson('time-zone.json', { planTimeZone: 'America/Chicago' });
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'time-zone.json' }, cwd).planTimeZone).toBe('America/Chicago');
    expect(loadConfig({ PORTAL_CONFIG_FILE: 'time-zone.json', PLAN_TIME_ZONE: 'Pacific/Honolulu' }, cwd).planTimeZone).toBe('Pacific/Honolulu');
  });

  it("keeps Intl's spelling of a name given in another letter case", () => {
    expect(loadConfig({ PLAN_TIME_ZONE: ' america/new_york ' }, cwd).planTimeZone).toBe('America/New_York');
  });

  it('refuses a zone Intl does not know, and a file value that is not text, naming the setting', () => {
    expect(refusal({ PLAN_TIME_ZONE: 'Mars/Olympus_Mons' }).message).toBe(
      'Invalid configuration: PLAN_TIME_ZONE must be a time zone name such as America/Los_Angeles or America/New_York (got "Mars/Olympus_Mons")',
    );
    writeJson('bad-time-zone.json', { planTimeZone: -8 });
    expect(refusal({ PORTAL_CONFIG_FILE: 'bad-time-zone.json' })).toMatchObject({ setting: 'PLAN_TIME_ZONE' });
  });
});
