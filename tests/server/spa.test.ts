// Serving the built SPA: each route's page drawn into index.html (by the fake build's stand-in renderer, appHarness.ts),
// with the runtime config, the state the browser starts from and a fresh CSP nonce; the maintenance and not-found
// statuses and redirects; hashed assets precompressed and cached.
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { ASSET_PATH, ASSET_TEXT, openApp, type TestApp } from './support/appHarness';
import type { PortalConfig } from '../../src/domain/portalConfig';
import { MAINTENANCE_PATH, NOT_FOUND_PATH, PORTAL_ROUTES } from '../../src/domain/routeTable';
import { PAGE_STATE_ELEMENT_ID } from '../../src/domain/pageRendering';

/**
 * Every address of the route table (an unknown one for its not-found route), and index.html itself; the maintenance
 * page only answers while maintenance is on (see below).
 */
const SPA_ROUTES = [...PORTAL_ROUTES.map((route) => (route.path === NOT_FOUND_PATH ? '/some/unknown' : route.path)), '/index.html'].filter(
  (url) => url !== MAINTENANCE_PATH,
);
const statusOf = (url: string) => (url === '/some/unknown' ? 404 : 200);

/** The chunk graph a build writes to stats.json: the main bundle's files and each screen's. */
const BUILD_STATS = {
  entry: [ASSET_PATH.slice(1)],
  groups: {
    main: [ASSET_PATH.slice(1)],
    home: ['assets/home.h1.js'],
    attestation: ['assets/782.s1.js', 'assets/attestation.a1.js', 'assets/attestation.a1.css'],
    maintenance: ['assets/maintenance.m1.js'],
    'not-found': ['assets/not-found.n1.js'],
  },
};
/** Stands in for the precompressed raw template a build leaves: it must never reach a browser. */
const RAW_TEMPLATE_MARKER = '<!doctype html><title>raw template</title><script type="application/json" id="portal-config"></script>';
const HOSTILE_PLAN_NAME = 'Acme </script><script>alert("pwned")</script> & <!-- Health';

let t: TestApp;

beforeAll(async () => {
  t = await openApp({
    prefix: 'spa',
    env: { PLAN_NAME: 'Harbor Health Plan', FLAG_LONG_TERM_CARE: 'true', PLAN_SUPPORT_PHONE: '(714) 555-0188' },
    // What a real build leaves next to index.html: it must never be served raw (without config and nonce).
    staticFiles: {
      'index.html.gz': zlib.gzipSync(RAW_TEMPLATE_MARKER),
      'index.html.br': zlib.brotliCompressSync(RAW_TEMPLATE_MARKER),
      'assets/main.abc123.js.map.gz': zlib.gzipSync('{"sources":["secret-source.ts"]}'),
      'stats.json': JSON.stringify(BUILD_STATS),
      'stats.json.gz': zlib.gzipSync(JSON.stringify(BUILD_STATS)),
    },
  });
});
afterAll(async () => {
  await t.close();
});

function page(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ...headers } });
}

/** The JSON inside the page's <script id="…"> element. */
function jsonScriptOf(html: string, id: string): unknown {
  const match = new RegExp(`<script\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error(`no ${id} script element`);
  return JSON.parse(match[1] ?? '');
}

/** The JSON inside <script id="portal-config">. */
const portalConfigOf = (html: string): unknown => jsonScriptOf(html, 'portal-config');

/** The scripts the page's loader requests after its first paint (server/spa.ts scriptsAfterFirstPaint), in order. */
function scriptsOf(html: string): string[] {
  const match = /\(function\(sources\)[^<]*\}\)\((\[[^\]]*\])\);<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no script loader in the page');
  return JSON.parse(match[1]) as string[];
}

function nonceOf(response: LightMyRequestResponse): string {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(csp);
  if (!match?.[1]) throw new Error(`no script nonce in ${csp}`);
  return match[1];
}

describe.each(SPA_ROUTES)('GET %s', (url) => {
  it('answers its status with the drawn page, never cached, with the runtime config and a nonce on every script', async () => {
    const response = await page(url);
    expect(response.statusCode).toBe(statusOf(url));
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();

    const config = portalConfigOf(response.body) as PortalConfig;
    expect(config).toEqual(t.config.portal);
    expect(config.planName).toBe('Harbor Health Plan');
    expect(config.flags.longTermCare).toBe(true);
    expect(config.contact.supportPhone).toBe('7145550188');

    const nonce = nonceOf(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // The config slot, the page's state, the screen's chunk when the build's stats name one, and the main bundle.
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`);
    // The preboot screen's <style>, the one inline style the CSP allows, carries the same nonce.
    const styles = response.body.match(/<style\b[^>]*>/g) ?? [];
    expect(styles).toEqual([`<style nonce="${nonce}">`]);
    expect(scriptsOf(response.body)).toContain(ASSET_PATH);
  });
});

describe("a route's own chunk comes with the page, ahead of the main bundle", () => {
  const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    ['/childhood', ['/assets/782.s1.js', '/assets/attestation.a1.js']],
    ['/Childhood/', ['/assets/782.s1.js', '/assets/attestation.a1.js']],
    ['/attestation?npi=1', ['/assets/782.s1.js', '/assets/attestation.a1.js']],
    ['/', ['/assets/home.h1.js']],
    ['/index.html', ['/assets/home.h1.js']],
    ['/some/unknown', ['/assets/not-found.n1.js']],
    // A screen the build's stats do not name gets no extra tags: the app loads its chunk itself.
    ['/preferredcontact', []],
  ])('%s', async (url, screenScripts) => {
    const response = await page(url);
    expect(response.statusCode).toBe(statusOf(url));
    expect(scriptsOf(response.body)).toEqual([...screenScripts, ASSET_PATH]);
    const nonce = nonceOf(response);
    // No script element with a source: the loader, an inline script with the nonce, requests them after the first paint.
    expect(response.body).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(response.body).toContain(`<script nonce="${nonce}">(function(sources)`);
    expect(response.body).toMatch(/\]\);<\/script><\/body>/);
  });

  it("links the screen's stylesheet too", async () => {
    expect(stylesheetsOf((await page('/oralhealth')).body)).toEqual(['/assets/attestation.a1.css']);
    expect(stylesheetsOf((await page('/ltchome')).body)).toEqual([]);
  });
});

it('gives each response its own nonce', async () => {
  const nonces = new Set<string>();
  for (let index = 0; index < 5; index += 1) {
    const response = await page('/attestation');
    const nonce = nonceOf(response);
    expect(response.body).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(5);
});

it('answers a HEAD of an app route like its GET, without a body', async () => {
  const response = await t.app.inject({ method: 'HEAD', url: '/tgisurvey', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toBe('');
});

it('escapes </script> and HTML in a config value, and the config still reads back exactly', async () => {
  const hostile = await openApp({ prefix: 'spa-hostile', env: { PLAN_NAME: HOSTILE_PLAN_NAME } });
  try {
    const response = await hostile.app.inject({ url: '/attestation', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('alert("pwned")</script>');
    expect(response.body).not.toContain('<!--');
    // Only the script elements of the template and the page's state: the value opened none.
    expect(response.body.match(/<script\b/g)).toHaveLength(3);
    expect(response.body.match(/<\/script>/g)).toHaveLength(3);
    expect((portalConfigOf(response.body) as PortalConfig).planName).toBe(HOSTILE_PLAN_NAME);
    // The title names the plan, as text.
    expect(/<title>([^<]*)<\/title>/.exec(response.body)?.[1]).toBe('Stand-in page | Acme &lt;/script&gt;&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &lt;!-- Health');
  } finally {
    await hostile.close();
  }
});

describe('hashed assets', () => {
  it('are served with a year of immutable caching', async () => {
    const response = await t.app.inject({ url: ASSET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET_TEXT);
  });

  it('are served brotli-compressed when the browser accepts br', async () => {
    const response = await t.app.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_TEXT);
  });

  it('are served gzip-compressed when the browser accepts only gzip', async () => {
    const response = await t.app.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(ASSET_TEXT);
  });

  it('a missing asset is a JSON 404, not the app', async () => {
    const response = await page('/assets/main.0000000.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('what is not served', () => {
  it.each(['/api/x', '/api/Attestation/unknown', '/api', '/notification/extra'])('unknown API path %s → JSON 404, even to a browser', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(response.body).not.toContain('<html');
  });

  it.each(['/stats.json', '/assets/main.abc123.js.map', '/index.html.gz', '/index.html.br', '/stats.json.gz', '/assets/main.abc123.js.map.gz'])(
    '%s → 404',
    async (url) => {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const response = await page(url, { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).not.toContain('secret-source.ts');
      }
    },
  );

  it.each(['/', '/index.html', '/attestation'])('does not serve the raw template, even precompressed, at %s', async (url) => {
    for (const encoding of ['gzip', 'br', 'gzip, deflate, br']) {
      const response = await page(url, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      // The page is compressed as it is sent, never taken from the build's precompressed template.
      const body = (response.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(response.rawPayload) : zlib.gunzipSync(response.rawPayload)).toString();
      expect(body).not.toContain('raw template');
      expect(body).toContain(`nonce="${nonceOf(response)}"`);
      expect((portalConfigOf(body) as PortalConfig).planName).toBe('Harbor Health Plan');
    }
  });

  it('refuses a path that climbs out of the static directory', async () => {
    const response = await page('/assets/..%2f..%2fdata%2fportal.sqlite3');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SQLite format');
  });
});

it('refuses to start without a built SPA', async () => {
  await expect(openApp({ prefix: 'spa-missing', env: { STATIC_DIR: '/nonexistent/portal-static' } })).rejects.toThrow(/built SPA is missing/);
});

describe('the language of the page sent (docs/languages.md)', () => {
  let bilingual: TestApp;
  beforeAll(async () => {
    bilingual = await openApp({ prefix: 'spa-languages', env: { LANGUAGES: 'en,es' } });
  });
  afterAll(async () => {
    await bilingual.close();
  });

  const htmlLang = (response: LightMyRequestResponse) => /<html lang="([^"]*)">/.exec(response.body)?.[1];

  it("is ?lang= when the plan offers it, else the cookie's, else the plan's first", async () => {
    expect(htmlLang(await bilingual.app.inject({ url: '/preferredcontact?lang=es' }))).toBe('es');
    expect(htmlLang(await bilingual.app.inject({ url: '/', headers: { cookie: 'portal_language=es' } }))).toBe('es');
    expect(htmlLang(await bilingual.app.inject({ url: '/?lang=en', headers: { cookie: 'portal_language=es' } }))).toBe('en');
    expect(htmlLang(await bilingual.app.inject({ url: '/' }))).toBe('en');
  });

  it('is never a language the plan does not offer, nor text from the request', async () => {
    expect(htmlLang(await bilingual.app.inject({ url: '/?lang=fr' }))).toBe('en');
    expect(htmlLang(await bilingual.app.inject({ url: '/', headers: { cookie: 'portal_language="><script>' } }))).toBe('en');
    const englishOnly = await openApp({ prefix: 'spa-english', env: { LANGUAGES: 'en' } });
    try {
      expect(htmlLang(await englishOnly.app.inject({ url: '/?lang=es' }))).toBe('en');
    } finally {
      await englishOnly.close();
    }
  });
});

/** The JSON inside <script id="portal-state">. */
const pageStateOf = (html: string): Record<string, unknown> => jsonScriptOf(html, PAGE_STATE_ELEMENT_ID) as Record<string, unknown>;

describe('the page drawn on the server', () => {
  it('is in the root element, with its title and, before it, the state the browser starts from', async () => {
    const response = await page('/tgisurvey');
    expect(response.body).toMatch(/<div id="?root"?><main id="main"><h1>Stand-in page of \/tgisurvey in en<\/h1><\/main><\/div>/);
    expect(response.body).toContain('<title>Stand-in page | Harbor Health Plan</title>');
    expect(pageStateOf(response.body)).toEqual({ app: { language: 'en' }, notifications: { messages: [] }, inMaintenance: false });
  });

  it('is drawn in the language the address or the cookie chose, with the notices staff gave in it', async () => {
    await t.store.addNotification('Closed on Monday.', { es: 'Cerrado el lunes.' });
    try {
      const byAddress = await page('/tgisurvey?lang=es');
      expect(byAddress.body).toContain('in es</h1>');
      expect(pageStateOf(byAddress.body)).toMatchObject({ app: { language: 'es' }, notifications: { messages: ['Cerrado el lunes.'] } });
      const byCookie = await page('/attestation', { cookie: 'portal_language=es' });
      expect(byCookie.body).toContain('in es</h1>');
      expect(byCookie.body).toMatch(/<html lang="es">/);
    } finally {
      await t.store.clearNotifications();
    }
  });

  describe('while the site is in maintenance', () => {
    beforeAll(() => t.store.setMaintenance(true));
    afterAll(() => t.store.setMaintenance(false));

    it('sends every page to the maintenance page, carrying the address asked for', async () => {
      const response = await page('/tgisurvey?lang=es');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/maintenance?from=${encodeURIComponent('/tgisurvey?lang=es')}`);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers the maintenance page 503 with Retry-After, drawn as the page', async () => {
      const response = await page('/maintenance?from=%2Ftgisurvey');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('300');
      expect(response.body).toContain('Stand-in page of /maintenance in en');
      expect(pageStateOf(response.body)).toMatchObject({ inMaintenance: true });
    });
  });

  it('sends the maintenance page, once maintenance is over, to the address it carries', async () => {
    const back = await page('/maintenance?from=%2Ftgisurvey');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/tgisurvey');
    // Only a path on this site is ever followed.
    expect((await page('/maintenance?from=%2F%2Fevil.example')).headers.location).toBe('/');
  });
});

it('sends the page undrawn, for the browser to draw, when drawing it fails, and logs that without the error’s words', async () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const broken = await openApp({
    prefix: 'spa-broken',
    logStream,
    pages: {
      render: () => {
        throw new Error('cannot draw Ana Lopez');
      },
    },
  });
  try {
    const response = await broken.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<div id="?root"?><\/div>/);
    expect(response.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    expect(portalConfigOf(response.body)).toEqual(broken.config.portal);
    const logged = lines.join('');
    expect(logged).toContain('drawing a page failed; the browser draws it');
    expect(logged).not.toContain('Ana Lopez');
  } finally {
    await broken.close();
  }
});

describe('what makes the first paint quick (issue 20)', () => {
  it("writes the page's own stylesheets into it, where webpack's CSS loader finds them, and leaves others linked", async () => {
    const styled = await openApp({
      prefix: 'spa-styles',
      staticFiles: {
        'stats.json': JSON.stringify({ ...BUILD_STATS, groups: { ...BUILD_STATS.groups, tgi: ['assets/tgi.t1.css', 'assets/tgi.t1.js'] } }),
        'assets/tgi.t1.css': '.tgi { color: #003a8c; }',
      },
    });
    try {
      const response = await styled.app.inject({ url: '/tgisurvey', headers: { accept: 'text/html' } });
      const nonce = nonceOf(response);
      expect(response.body).toContain(`<style nonce="${nonce}" data-href="/assets/tgi.t1.css">.tgi { color: #003a8c; }</style>`);
      expect(response.body).not.toContain('<link rel="stylesheet" href="/assets/tgi.t1.css">');
      // A stylesheet the build did not leave (or one that could close its element) stays linked.
      expect((await styled.app.inject({ url: '/oralhealth', headers: { accept: 'text/html' } })).body).toContain('<link rel="stylesheet" href="/assets/attestation.a1.css">');
    } finally {
      await styled.close();
    }
  });

  it.each([
    ['gzip, deflate, br', 'br', (raw: Buffer) => zlib.brotliDecompressSync(raw)],
    ['gzip', 'gzip', (raw: Buffer) => zlib.gunzipSync(raw)],
  ] as const)('sends the page compressed when the browser accepts %s', async (accepted, encoding, decompress) => {
    const response = await page('/tgisurvey', { 'accept-encoding': accepted });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = decompress(response.rawPayload).toString();
    expect(html).toContain('<h1>Stand-in page of /tgisurvey in en</h1>');
    expect(html).toContain(`nonce="${nonceOf(response)}"`);
  });
});
