// Helpers for the tests of forms the browser posts itself (issue 34, server/routes/formPosts.ts): the build's real page
// renderer (dist-render/render.js, loaded once per test file: the forms, their hidden fields and the answers' pages are
// its drawing), and a browser that keeps its cookies, reads a drawn form's controls and posts them back as a browser
// would (application/x-www-form-urlencoded, '+' for a space, only the ticked boxes).
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadPageRenderer } from '../../../server/pages';
import type { PageRenderer } from '../../../src/domain/pageRendering';

/** The build's page renderer (npm run build writes it); what the server loads by default (config.renderFile). */
export const BUILT_RENDER_FILE = path.resolve(__dirname, '../../../dist-render/render.js');

const renderers = new Map<string, Promise<PageRenderer>>();

/** The build's renderer for these languages, loaded once per test file (it takes a few seconds). */
export function builtPageRenderer(languages: readonly string[]): Promise<PageRenderer> {
  const key = languages.join(',');
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer = loadPageRenderer(BUILT_RENDER_FILE, languages);
    renderers.set(key, renderer);
  }
  return renderer;
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** An attribute's text as the browser reads it. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    const known = ENTITIES[entity.toLowerCase()];
    if (known !== undefined) return known;
    if (/^#x/i.test(entity)) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return whole;
  });
}

export interface DrawnInput {
  type: string;
  name: string;
  value: string | undefined;
  checked: boolean;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** The drawn page's first posted form (`<form method="post">…</form>`), or undefined when it draws none. */
export function postedFormOf(html: string): string | undefined {
  const start = html.search(/<form\b[^>]*\bmethod="post"/i);
  if (start < 0) return undefined;
  const end = html.indexOf('</form>', start);
  return html.slice(start, end < 0 ? undefined : end + '</form>'.length);
}

/** The named inputs of the page's posted form, as drawn. */
export function inputsOf(html: string): DrawnInput[] {
  const form = postedFormOf(html) ?? '';
  return [...form.matchAll(/<input\b[^>]*>/gi)].flatMap(([tag]) => {
    const name = attribute(tag, 'name');
    if (name === undefined) return [];
    return [{ type: (attribute(tag, 'type') ?? 'text').toLowerCase(), name, value: attribute(tag, 'value'), checked: /\schecked(=|\s|\/|>)/i.test(tag) }];
  });
}

/** A named input's drawn value (the first with that name). */
export function inputValue(html: string, name: string): string | undefined {
  return inputsOf(html).find((input) => input.name === name)?.value;
}

/** What the browser would send of the form as drawn: every text-like and hidden input, and the ticked boxes and radios. */
export function drawnFormFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of inputsOf(html)) {
    if ((input.type === 'checkbox' || input.type === 'radio') && !input.checked) continue;
    fields[input.name] = input.value ?? (input.type === 'checkbox' || input.type === 'radio' ? 'on' : '');
  }
  return fields;
}

/** Where the page's posted form is sent from a page at `pageUrl`: its action resolved against the page, else the page itself. */
export function formTarget(html: string, pageUrl: string): string {
  const tag = /<form\b[^>]*\bmethod="post"[^>]*>/i.exec(html)?.[0] ?? '';
  const action = attribute(tag, 'action');
  if (action === undefined || action === '') return pageUrl;
  const target = new URL(action, new URL(pageUrl, 'http://portal.test'));
  return `${target.pathname}${target.search}`;
}

/** The page's document title, as the browser reads it. */
export function titleOf(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** A form's body as a browser encodes it (URLSearchParams: '+' for a space, everything else percent-encoded UTF-8). */
export function formBody(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(fields)).toString();
}

/** Changes to a drawn form before it is sent: a value to type (or 'on' to tick), or undefined to clear/untick it. */
export type FormEdits = Readonly<Record<string, string | undefined>>;

export function edited(fields: Readonly<Record<string, string>>, edits: FormEdits): Record<string, string> {
  const result: Record<string, string> = { ...fields };
  for (const [name, value] of Object.entries(edits)) {
    if (value === undefined) delete result[name];
    else result[name] = value;
  }
  return result;
}

/**
 * A browser: keeps the cookies the server sets (and sends them back), reads the page it was given and posts its form. Its
 * requests come from one address (the rate limit's key), 127.0.0.1 unless told.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        remoteAddress: this.remoteAddress,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...(cookie ? { cookie } : {}), ...headers },
      }),
    );
  }

  /** POSTs a body (fields are encoded as a browser does; a string or bytes are sent as they are). */
  async post(url: string, body: Readonly<Record<string, string>> | string | Buffer, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        remoteAddress: this.remoteAddress,
        headers: { 'content-type': FORM_CONTENT_TYPE, accept: 'text/html,*/*;q=0.8', ...(cookie ? { cookie } : {}), ...headers },
        payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : formBody(body),
      }),
    );
  }

  /**
   * Sends the form drawn in `html` (its hidden fields included) with these edits, as the browser would from a page at
   * `pageUrl`: to the form's action, or (a form without one) to the page's own address.
   */
  submit(pageUrl: string, html: string, edits: FormEdits, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.post(formTarget(html, pageUrl), edited(drawnFormFields(html), edits), headers);
  }

  /** GETs a page, following redirects (as a browser does) up to `max`; the final answer and its address. */
  async visit(url: string, headers: Record<string, string> = {}, max = 3): Promise<{ response: LightMyRequestResponse; url: string }> {
    let address = url;
    for (let hop = 0; ; hop += 1) {
      const response = await this.get(address, headers);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string' || hop >= max) return { response, url: address };
      const next = new URL(location, new URL(address, 'http://portal.test'));
      address = `${next.pathname}${next.search}`;
    }
  }
}
