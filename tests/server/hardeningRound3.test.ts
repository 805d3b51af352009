// Issue 35, the security review's items 3, 4 and 5: one describe per finding, each through the real app (openApp).
import type { LightMyRequestResponse } from 'fastify';
import { PAGE_CACHE } from '../../server/pages';
import { pageStatus, PAGE_STATE_ELEMENT_ID, type PageRenderer, type PageRequest, type RenderedPage } from '../../src/domain/pageRendering';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { API_PATHS } from '../../src/domain/apiContract';
import { openApp, type TestApp } from './support/appHarness';
import { Browser, builtPageRenderer, postedFormOf } from './support/formPostHarness';
import { logCollector } from './support/logCollector';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const SITE = 'https://portal.example';

/** A renderer that counts what it draws (the page cache sits in front of it), standing in or wrapping the build's. */
function countingRenderer(inner?: PageRenderer): PageRenderer & { drawn: string[] } {
  const drawn: string[] = [];
  return {
    drawn,
    render(request: PageRequest): RenderedPage {
      drawn.push(request.url);
      if (inner) return inner.render(request);
      const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
      return { status: pageStatus(pathname, request.inMaintenance), title: 'Counted', body: '<main id="main"><h1>Counted</h1></main>', state: {} };
    },
  };
}

/** The drawn markup of a page, without what is each response's own (the nonce, the anti-forgery token, the idempotency key). */
const rootOf = (response: LightMyRequestResponse): string => /<div id="?root"?>([\s\S]*)<\/div>/.exec(response.body)?.[1] ?? '';

/** A Location a browser resolves to this site's own origin, written in what a header may carry (printable ASCII). */
function expectOnSite(location: string): void {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(location, SITE).origin).toBe(SITE);
}

describe('3. a return address outside ASCII is a redirect on the site, percent-encoded, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ prefix: 'hardening-3-return' });
  });
  afterAll(async () => {
    await t.close();
  });

  // As the maintenance page's own address carries them (maintenanceAddress: `?from=%2F%E2%88%95x`).
  it.each([
    ['a division slash (U+2215)', '/∕x', '/%E2%88%95x'],
    ['a full-width solidus (U+FF0F) before a host name', '/／evil.example', '/%EF%BC%8Fevil.example'],
    ['Japanese', '/テスト', '/%E3%83%86%E3%82%B9%E3%83%88'],
    ['an accent and a curly apostrophe', '/José’s', '/Jos%C3%A9%E2%80%99s'],
    ['a query and a hash outside ASCII', '/tgisurvey?q=ü#ß', '/tgisurvey?q=%C3%BC#%C3%9F'],
    ['a dot segment before a double slash, with Japanese', '/.//evil.example/テスト', '/.//evil.example/%E3%83%86%E3%82%B9%E3%83%88'],
    ['a full-width solidus then a slash', '/／/evil.example', '/%EF%BC%8F/evil.example'],
  ])('%s: 302 to %s', async (_what, from, location) => {
    const response = await t.app.inject({ url: `/maintenance?${new URLSearchParams({ from }).toString()}`, headers: { accept: HTML_ACCEPT } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expectOnSite(location);
    expect(response.headers['content-security-policy']).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the first spelling of the review, as sent: /maintenance?from=%2F%E2%88%95x', async () => {
    const response = await t.app.inject({ url: '/maintenance?from=%2F%E2%88%95x', headers: { accept: HTML_ACCEPT } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/%E2%88%95x');
  });

  it.each([
    ['an ideographic space', '/\u3000/evil.example'],
    ['a line separator', '/\u2028evil'],
    ['a no-break space', '/\u00a0//evil.example'],
  ])('a blank outside ASCII (%s) is still no way back: home', async (_what, from) => {
    const response = await t.app.inject({ url: `/maintenance?${new URLSearchParams({ from }).toString()}`, headers: { accept: HTML_ACCEPT } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('4. the page cache keeps one page per route: other spellings and unknown addresses push nothing out', () => {
  let t: TestApp;
  let pages: ReturnType<typeof countingRenderer>;
  beforeAll(async () => {
    pages = countingRenderer(await builtPageRenderer(['en']));
    t = await openApp({ prefix: 'hardening-3-cache', pages });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: HTML_ACCEPT } });

  it('the cache is on, as in production', () => {
    expect(t.config.pageCacheMs).toBeGreaterThan(0);
  });

  it(`draws a form once for every spelling of its address, once for ${PAGE_CACHE.max + 50} unknown addresses, and keeps the form`, async () => {
    // The odd spelling first: what is kept must be the route's page, not this spelling's.
    const first = await page('/PreferredContact/');
    expect(first.statusCode).toBe(200);
    expect(pages.drawn).toHaveLength(1);
    for (const spelling of ['/preferredcontact', '/PREFERREDCONTACT', '/preferredcontact/', '/PreferredContact?utm_source=letter']) {
      const response = await page(spelling);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response)).toBe(rootOf(first));
    }
    expect(pages.drawn).toHaveLength(1);
    // The form posts to its route's own address whichever spelling drew it.
    expect(postedFormOf(first.body)).toMatch(/<form\b[^>]*\baction="\/preferredcontact"/);

    for (let index = 0; index < PAGE_CACHE.max + 50; index += 1) {
      const response = await page(`/no-such-page-${index}/${index % 2 === 0 ? 'A' : 'b'}`);
      expect(response.statusCode).toBe(404);
    }
    expect(pages.drawn).toHaveLength(2);

    // The form's page is still kept: not drawn again.
    expect((await page('/preferredcontact')).statusCode).toBe(200);
    expect(pages.drawn).toHaveLength(2);
  });

  it('each route is its own page: the TGI survey’s other address (/providers) posts to itself, so it is drawn apart', async () => {
    const before = pages.drawn.length;
    const survey = await page('/tgisurvey');
    const other = await page('/Providers/');
    expect(pages.drawn).toHaveLength(before + 2);
    expect(postedFormOf(survey.body)).toMatch(/\baction="\/tgisurvey"/);
    expect(postedFormOf(other.body)).toMatch(/\baction="\/providers"/);
  });

  it('the build’s renderer draws the same page for every spelling of a route, and for every unknown address (what one key per route relies on)', async () => {
    const renderer = await builtPageRenderer(['en']);
    const drawnAt = (url: string) => renderer.render({ url, language: 'en', config: DEMO_PORTAL_CONFIG, notices: ['Closed on Monday.'], inMaintenance: false });
    for (const [route, spellings] of [
      ['/preferredcontact', ['/PreferredContact', '/preferredcontact/', '/PREFERREDCONTACT//']],
      ['/childhood', ['/Childhood/', '/CHILDHOOD']],
      ['/no-such-page', ['/Another/Unknown/Address', '/a%20b', '/%E2%88%95x']],
    ] as const) {
      const page = drawnAt(route);
      for (const spelling of spellings) expect(drawnAt(spelling)).toEqual(page);
    }
  });

  it('a posted form’s answer is never kept: drawn for each post', async () => {
    const browser = new Browser(t.app);
    const form = await browser.get('/preferredcontact');
    const before = pages.drawn.length;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await browser.submit('/preferredcontact', form.body, { firstName: 'Zed' })).statusCode).toBe(422);
    }
    expect(pages.drawn).toHaveLength(before + 2);
  });
});

describe('5. pages have a per-address budget (PAGE_RATE_LIMIT_MAX, 300 a minute by default): past it a 429 page, not drawn', () => {
  let t: TestApp;
  let pages: ReturnType<typeof countingRenderer>;
  const logs = logCollector();
  beforeAll(async () => {
    pages = countingRenderer();
    // The harness raises the budget for the other tests, as it does RATE_LIMIT_MAX; an empty setting is the default.
    t = await openApp({ prefix: 'hardening-3-budget', pages, env: { PAGE_RATE_LIMIT_MAX: '', PAGE_CACHE_MS: '0' }, logStream: logs.stream });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the default is 300 a minute', () => {
    expect(t.config.rateLimit).toMatchObject({ pageMax: 300, windowMs: 60_000 });
  });

  it('400 uncached pages from one address: 300 drawn, then 429 with Retry-After, the CSP and the page’s shell, never drawn', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let index = 0; index < 400; index += 1) {
      const url = index % 2 === 0 ? `/unknown-${index}` : '/tgisurvey';
      responses.push(await t.app.inject({ url, headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.7' }));
    }
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.slice(0, 300).every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses.slice(300)).toEqual(Array.from({ length: 100 }, () => 429));
    expect(pages.drawn).toHaveLength(300);

    const refused = responses[350] as LightMyRequestResponse;
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const csp = String(refused.headers['content-security-policy'] ?? '');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    // The page's shell, its configuration and scripts with this answer's nonce, for the browser's app to draw.
    expect(refused.body).toMatch(/<script type="application\/json" id="portal-config" nonce="[^"]+">/);
    expect(refused.body).toContain(`nonce="${nonce}"`);
    expect(refused.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    expect(refused.body).toMatch(/<div id="?root"?><\/div>/);

    const events = logs.securityEvents().filter((line) => line.securityEvent === 'rateLimited');
    expect(events).toHaveLength(100);
    expect(events[0]).toMatchObject({ budget: 'pages', clientAddress: '203.0.113.7' });
    // Never the address asked for.
    expect(JSON.stringify(events)).not.toContain('unknown-');
  });

  it('another address still gets its pages, and the over-budget address its API calls', async () => {
    expect((await t.app.inject({ url: '/tgisurvey', headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: API_PATHS.siteInMaintenance, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/tgisurvey', headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
  });

  it('the maintenance redirects count too, and are refused without reading the store', async () => {
    const response = await t.app.inject({ url: '/maintenance?from=%2Ftgisurvey', headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(429);
    expect(response.headers.location).toBeUndefined();
  });
});
