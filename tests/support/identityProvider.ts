// Starts the loopback OpenID Provider (identityProvider.mjs) for jest and Playwright, and signs in through it without a browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import path from 'node:path';

export interface TestAccount {
  sub: string;
  login: string;
  password: string;
  email: string;
  name: string;
  groups: string[];
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  /** client_secret_basic unless said otherwise, as the staff console authenticates. */
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

export interface IdentityProviderOptions {
  clients: TestClient[];
  accounts: TestAccount[];
  /** Whether discovery offers an end_session_endpoint (default true). */
  rpInitiatedLogout?: boolean;
  /** The claim the groups are given under, in the ID token and userinfo (default "groups"). */
  groupsClaim?: string;
}

export interface RunningIdentityProvider {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  issuer: string;
  stop(): Promise<void>;
}

// jest runs this file as CommonJS through babel, and Playwright's loader compiles it to CommonJS too (package.json has
// no "type": "module"), so __dirname is there in both.
const SCRIPT = path.join(__dirname, 'identityProvider.mjs');
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;
const MAX_STDERR_CHARS = 16_384;

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Starts a provider on a free loopback port and resolves once it has printed its issuer. */
export async function startIdentityProvider(options: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // The provider also leaves on its own when its parent goes away; this spares it the wait.
    process.once('exit', () => {
      for (const child of running) if (isAlive(child)) child.kill('SIGKILL');
    });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    IDENTITY_PROVIDER_CONFIG: JSON.stringify({
      port: 0,
      clients: options.clients,
      accounts: options.accounts,
      rpInitiatedLogout: options.rpInitiatedLogout ?? true,
      groupsClaim: options.groupsClaim ?? 'groups',
    }),
  };
  // Playwright puts its TypeScript loader in NODE_OPTIONS; the provider is plain ESM and needs none of it.
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [SCRIPT], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));

  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-MAX_STDERR_CHARS);
  });

  const exited = new Promise<void>((resolve) => {
    if (!isAlive(child)) resolve();
    else child.once('exit', () => resolve());
  });

  let issuer: string;
  try {
    issuer = await readIssuerLine(child, () => stderr);
  } catch (error) {
    if (isAlive(child)) child.kill('SIGKILL');
    await exited;
    throw error;
  }

  // A test that forgets stop() must not keep its runner alive: the child and its pipes no longer hold the event loop.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) if (stream instanceof Socket) stream.unref();

  let stopping: Promise<void> | undefined;
  return {
    issuer,
    stop() {
      stopping ??= (async () => {
        if (!isAlive(child)) return;
        child.ref();
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

function readIssuerLine(child: ChildProcess, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const finish = (error: Error | undefined, issuer?: string) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      // Anything printed later is not read, but the pipe must keep flowing so the child never blocks on it.
      child.stdout?.resume();
      if (error) reject(error);
      else resolve(issuer ?? '');
    };
    const onData = (chunk: string) => {
      stdout += chunk;
      const end = stdout.indexOf('\n');
      if (end === -1) return;
      const line = stdout.slice(0, end);
      try {
        const parsed = JSON.parse(line) as { issuer?: unknown };
        if (typeof parsed.issuer !== 'string') throw new Error('no issuer in it');
        finish(undefined, parsed.issuer);
      } catch (error) {
        finish(new Error(`the identity provider's first line is not {"issuer":...}: ${line} (${String(error)})\n${stderr()}`));
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(new Error(`the identity provider exited before listening (code ${code}, signal ${signal}):\n${stderr()}`));
    const onError = (error: Error) => finish(new Error(`the identity provider could not be started: ${error.message}`));
    const timer = setTimeout(
      () => finish(new Error(`the identity provider did not print its issuer within ${START_TIMEOUT_MS / 1000} s:\n${stderr()}`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

const MAX_STEPS = 15;

/**
 * Signs in as a browser would, without one: follows the provider's redirects, keeps its cookies, fills in the sign-in
 * form and returns the redirect to `redirectUri` (with code, state and iss) without requesting it.
 */
export async function signInThroughProvider(
  authorizationUrl: string,
  credentials: { login: string; password: string },
  redirectUri: string,
): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let post: string | undefined;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (url.href.startsWith(redirectUri)) return url;
    const headers: Record<string, string> = {};
    const cookie = jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (post !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: post === undefined ? 'GET' : 'POST', headers, body: post, redirect: 'manual' });
    jar.store(url, response.headers.getSetCookie());

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      post = undefined;
      continue;
    }

    const html = await response.text();
    const where = `${response.status} at ${url.origin}${url.pathname}`;
    if (response.status !== 200) throw new Error(`the identity provider answered ${where}: ${textOf(html)}`);
    const alert = /<p[^>]*role="alert"[^>]*>([\s\S]*?)<\/p>/i.exec(html);
    if (alert && post !== undefined) throw new Error(`the identity provider refused the credentials: ${textOf(alert[1] ?? '')}`);
    const form = signInFormOf(html);
    if (!form) throw new Error(`no sign-in form in the page (${where}): ${textOf(html)}`);
    const fields = new URLSearchParams(form.hidden);
    fields.set('login', credentials.login);
    fields.set('password', credentials.password);
    url = new URL(form.action, url);
    post = fields.toString();
  }
  throw new Error(`signing in took more than ${MAX_STEPS} steps without reaching ${redirectUri}; last at ${url.href}`);
}

interface SignInForm {
  action: string;
  hidden: [string, string][];
}

/** The form holding the login field, as the page draws it: its action and any hidden fields it would send. */
function signInFormOf(html: string): SignInForm | undefined {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const formAttributes = attributesOf(match[1] ?? '');
    const inputs = [...(match[2] ?? '').matchAll(/<input\b([^>]*)>/gi)].map((input) => attributesOf(input[1] ?? ''));
    if (!inputs.some((input) => input.get('name') === 'login')) continue;
    if ((formAttributes.get('method') ?? 'get').toLowerCase() !== 'post') throw new Error('the sign-in form does not post');
    const hidden = inputs
      .filter((input) => input.get('type')?.toLowerCase() === 'hidden' && input.has('name'))
      .map((input): [string, string] => [input.get('name') ?? '', input.get('value') ?? '']);
    return { action: formAttributes.get('action') ?? '', hidden };
  }
  return undefined;
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? whole;
  });
}

/** A page's text in brief, for error messages. */
function textOf(html: string): string {
  const text = decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '));
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  secure: boolean;
  expiresAt: number;
}

/** Host-only cookies with their path and lifetime: what the provider's interaction and session cookies rely on. */
class CookieJar {
  private cookies: StoredCookie[] = [];

  store(url: URL, setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributeParts] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const cookie: StoredCookie = {
        name: pair.slice(0, at).trim(),
        value: pair.slice(at + 1).trim(),
        host: url.host,
        path: defaultPath(url),
        secure: false,
        expiresAt: Infinity,
      };
      let maxAge: number | undefined;
      for (const part of attributeParts) {
        const [rawName = '', ...rest] = part.split('=');
        const name = rawName.trim().toLowerCase();
        const value = rest.join('=').trim();
        if (name === 'path' && value.startsWith('/')) cookie.path = value;
        else if (name === 'secure') cookie.secure = true;
        else if (name === 'expires' && !Number.isNaN(Date.parse(value))) cookie.expiresAt = Date.parse(value);
        else if (name === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
      }
      // Max-Age wins over Expires wherever they stand (RFC 6265 5.3).
      if (maxAge !== undefined) cookie.expiresAt = Date.now() + maxAge * 1000;
      // A browser keeps no Secure cookie from a plain-http answer.
      if (cookie.secure && url.protocol !== 'https:') continue;
      this.cookies = this.cookies.filter((kept) => !(kept.name === cookie.name && kept.host === cookie.host && kept.path === cookie.path));
      if (cookie.expiresAt > Date.now()) this.cookies.push(cookie);
    }
  }

  header(url: URL): string {
    const now = Date.now();
    this.cookies = this.cookies.filter((cookie) => cookie.expiresAt > now);
    return this.cookies
      .filter((cookie) => cookie.host === url.host && pathMatches(url.pathname, cookie.path) && (!cookie.secure || url.protocol === 'https:'))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

/** RFC 6265 5.1.4: the request path up to its last slash. */
function defaultPath(url: URL): string {
  const last = url.pathname.lastIndexOf('/');
  return last <= 0 ? '/' : url.pathname.slice(0, last);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
