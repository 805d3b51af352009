// server/pages.ts: the build's page renderer is loaded by its path, and a page drawn a moment ago for the same route,
// language, notices and maintenance flag is served again from memory.
import path from 'node:path';
import { cachedPageRenderer, loadPageRenderer } from '../../server/pages';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import type { PageRenderer, PageRequest, RenderedPage } from '../../src/domain/pageRendering';
import { makeStaticDir, removeDir, standInRendererFile, tempDir } from './support/appHarness';

/** A renderer that says which drawing of how many each page is, so a page served from memory shows it. */
function countingRenderer(): PageRenderer & { drawn: PageRequest[] } {
  const drawn: PageRequest[] = [];
  return {
    drawn,
    render(request): RenderedPage {
      drawn.push(request);
      return { status: 200, title: `drawing ${drawn.length}`, body: `<main>${request.url}</main>`, state: {} };
    },
  };
}

const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  url: '/tgisurvey',
  language: 'en',
  config: DEMO_PORTAL_CONFIG,
  notices: ['Closed on Monday.'],
  inMaintenance: false,
  ...overrides,
});

describe('the page cache', () => {
  it('draws a page once for the same address, language, notices and flag, and ignores the query', () => {
    const inner = countingRenderer();
    const pages = cachedPageRenderer(inner, { ttlMs: 60_000, max: 10 });
    expect(pages.render(request()).title).toBe('drawing 1');
    expect(pages.render(request({ url: '/tgisurvey?utm_source=letter' })).title).toBe('drawing 1');
    // The renderer is given the path alone: no screen draws the query.
    expect(inner.drawn.map((drawn) => drawn.url)).toEqual(['/tgisurvey']);
  });

  it.each<[string, Partial<PageRequest>]>([
    ['another address', { url: '/childhood' }],
    ['another language', { language: 'es' }],
    ['other notices', { notices: ['Open on Monday.'] }],
    ['notices that could not be read', { notices: undefined }],
    ['maintenance', { inMaintenance: true }],
    ['a flag that could not be read', { inMaintenance: undefined }],
  ])('draws again for %s', (_change, overrides) => {
    const pages = cachedPageRenderer(countingRenderer(), { ttlMs: 60_000, max: 10 });
    pages.render(request());
    expect(pages.render(request(overrides)).title).toBe('drawing 2');
  });

  it('draws a route once for every spelling of its address, at the route’s own address (issue 35)', () => {
    const inner = countingRenderer();
    const pages = cachedPageRenderer(inner, { ttlMs: 60_000, max: 10 });
    for (const url of ['/TGISurvey/', '/tgisurvey', '/TgiSurvey?lang=en', '/tgisurvey//']) expect(pages.render(request({ url })).title).toBe('drawing 1');
    expect(inner.drawn.map((drawn) => drawn.url)).toEqual(['/tgisurvey']);
  });

  it('draws every unknown address as one page, so none pushes a route’s page out (issue 35)', () => {
    const inner = countingRenderer();
    const pages = cachedPageRenderer(inner, { ttlMs: 60_000, max: 2 });
    pages.render(request());
    for (let index = 0; index < 20; index += 1) pages.render(request({ url: `/no-such-page-${index}` }));
    expect(pages.render(request()).title).toBe('drawing 1');
    expect(inner.drawn.map((drawn) => drawn.url)).toEqual(['/tgisurvey', '/no-such-page-0']);
  });

  it('keeps a route’s other address apart: /providers is not /tgisurvey (each form posts to its own)', () => {
    const pages = cachedPageRenderer(countingRenderer(), { ttlMs: 60_000, max: 10 });
    pages.render(request());
    expect(pages.render(request({ url: '/Providers' })).title).toBe('drawing 2');
  });

  it('draws again once the page is older than its time', async () => {
    const pages = cachedPageRenderer(countingRenderer(), { ttlMs: 30, max: 10 });
    pages.render(request());
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pages.render(request()).title).toBe('drawing 2');
  });
});

describe('loading the build’s renderer', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir('pages');
  });
  afterAll(() => removeDir(dir));

  it('loads the file and readies it', async () => {
    const staticDir = makeStaticDir(dir);
    const renderer = await loadPageRenderer(standInRendererFile(staticDir), ['en', 'es']);
    expect(renderer.render(request({ url: '/no-such-page' })).status).toBe(404);
  });

  it('refuses to start without it, saying how to build it', async () => {
    await expect(loadPageRenderer(path.join(dir, 'missing/render.js'), ['en'])).rejects.toThrow(
      `The page renderer is missing: ${path.join(dir, 'missing/render.js')}. Run "npm run build" first.`,
    );
  });
});
