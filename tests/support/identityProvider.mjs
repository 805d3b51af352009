// A real OpenID Provider (oidc-provider) on loopback for the staff console's tests, configured by IDENTITY_PROVIDER_CONFIG.
import crypto from 'node:crypto';
import http from 'node:http';
import Provider, { errors } from 'oidc-provider';

// stdout carries exactly one line, the issuer, which the wrapper (identityProvider.ts) waits for. oidc-provider prints
// its "you SHOULD change" notices with console.info, that is on stdout: anything it still has to say goes to stderr.
console.info = (...args) => console.error(...args);
console.log = (...args) => console.error(...args);

/**
 * oidc-provider's storage interface over one Map for all models, with the lookups the enabled features use:
 * sessions by uid, and every artifact of a grant when the grant is revoked (at sign-out).
 */
class MemoryStore {
  static entries = new Map();
  static sessionsByUid = new Map();

  constructor(model) {
    this.model = model;
  }

  key(id) {
    return `${this.model}:${id}`;
  }

  async upsert(id, payload, expiresIn) {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
    MemoryStore.entries.set(this.key(id), { payload, expiresAt });
    if (this.model === 'Session') MemoryStore.sessionsByUid.set(payload.uid, id);
  }

  async find(id) {
    const key = this.key(id);
    const entry = MemoryStore.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      MemoryStore.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  async findByUid(uid) {
    const id = MemoryStore.sessionsByUid.get(uid);
    return id === undefined ? undefined : this.find(id);
  }

  async findByUserCode() {
    return undefined;
  }

  async consume(id) {
    const payload = await this.find(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id) {
    MemoryStore.entries.delete(this.key(id));
  }

  async revokeByGrantId(grantId) {
    for (const [key, entry] of MemoryStore.entries) {
      if (entry.payload.grantId === grantId) MemoryStore.entries.delete(key);
    }
  }
}

const config = readConfig(process.env.IDENTITY_PROVIDER_CONFIG);
const accounts = new Map(config.accounts.map((account) => [account.sub, account]));

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error('identity provider: request failed', error);
    if (!res.headersSent) sendPage(res, 500, 'Sign-in error', '<h1>Something went wrong</h1>');
    else res.destroy();
  });
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(config.port, '127.0.0.1', () => resolve(undefined));
});
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: config.clients.map((client) => ({
    client_id: client.client_id,
    client_secret: client.client_secret,
    redirect_uris: client.redirect_uris,
    post_logout_redirect_uris: client.post_logout_redirect_uris ?? [],
    token_endpoint_auth_method: client.token_endpoint_auth_method ?? 'client_secret_basic',
    grant_types: ['authorization_code'],
    response_types: ['code'],
  })),
  // The built-in memory adapter works as well, but announces itself on stderr at every start.
  adapter: MemoryStore,
  jwks: { keys: [signingKey()] },
  // Signed cookies, as in production; the key lives as long as the process, like everything else here.
  cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
  scopes: ['openid', 'email', 'profile', 'groups'],
  claims: {
    acr: null,
    auth_time: null,
    iss: null,
    sid: null,
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name'],
    groups: [config.groupsClaim],
  },
  // The relying party reads email, name and the groups from the ID token alone, without calling userinfo.
  conformIdTokenClaims: false,
  findAccount: async (_ctx, sub) => {
    const account = accounts.get(sub);
    if (!account) return undefined;
    return {
      accountId: account.sub,
      claims: async () => ({
        sub: account.sub,
        email: account.email,
        email_verified: true,
        name: account.name,
        [config.groupsClaim]: account.groups,
      }),
    };
  },
  responseTypes: ['code'],
  pkce: { required: () => true },
  clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
  // The relying party is a server: no browser ever calls the provider's endpoints across origins.
  clientBasedCORS: () => false,
  interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: config.rpInitiatedLogout
      ? { enabled: true, logoutSource, postLogoutSuccessSource }
      : { enabled: false },
  },
  // Every lifetime set explicitly: a default one prints a notice the first time it is used.
  ttl: {
    AccessToken: 600,
    AuthorizationCode: 60,
    IdToken: 600,
    Interaction: 600,
    Session: 3600,
    Grant: 3600,
    RefreshToken: 3600,
  },
  renderError: async (ctx, out) => {
    ctx.type = 'html';
    const details = Object.entries(out)
      .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
      .join('');
    ctx.body = page('Sign-in error', `<h1>Something went wrong</h1>${details}`);
  },
});
// Plain http on loopback, nothing in front: X-Forwarded-* headers must not change the issuer's scheme or host.
provider.proxy = false;
provider.on('server_error', (_ctx, error) => console.error('identity provider: server error', error));
const providerCallback = provider.callback();

process.stdout.write(`${JSON.stringify({ issuer })}\n`);

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// A test that forgets to stop the provider, or a test runner killed mid-run, must not leave it behind: once the
// parent is gone the process is re-parented and its ppid changes.
const parentAtStart = process.ppid;
if (parentAtStart !== 1) {
  setInterval(() => {
    if (process.ppid !== parentAtStart) stop();
  }, 250).unref();
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  // Keep-alive connections from the relying party's fetch would hold close() open.
  server.closeAllConnections();
}

/** Routes the interaction pages to this script, everything else to oidc-provider. */
async function handle(req, res) {
  const { pathname } = new URL(req.url ?? '/', issuer);
  const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(pathname);
  if (!match) {
    providerCallback(req, res);
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  const isLogin = match[2] !== undefined;
  try {
    if (!isLogin && req.method === 'GET') await showInteraction(req, res, match[1]);
    else if (isLogin && req.method === 'POST') await submitLogin(req, res, match[1]);
    else sendPage(res, 405, 'Not allowed', '<h1>This page cannot be used that way</h1>');
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    sendPage(res, 400, 'Sign-in expired', '<h1>This sign-in has expired</h1><p>Go back to the application and start again.</p>');
  }
}

async function showInteraction(req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
  if (details.prompt.name === 'login') {
    sendPage(res, 200, 'Sign in', signInForm(uid, '', false));
    return;
  }
  if (details.prompt.name === 'consent') {
    // No person consents in a test: the client receives every scope and claim it asked for.
    const consent = await grantEverythingRequested(details);
    await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
    return;
  }
  sendPage(res, 400, 'Sign-in error', `<h1>Unexpected step: ${escapeHtml(details.prompt.name)}</h1>`);
}

async function submitLogin(req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid || details.prompt.name !== 'login') throw new errors.SessionNotFound('not a login interaction');
  const form = new URLSearchParams(await readBody(req));
  const login = (form.get('login') ?? '').trim();
  const password = form.get('password') ?? '';
  const account = config.accounts.find(
    (candidate) =>
      (candidate.login === login || candidate.email.toLowerCase() === login.toLowerCase()) && candidate.password === password,
  );
  if (!account) {
    sendPage(res, 200, 'Sign in', signInForm(uid, login, true));
    return;
  }
  await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
}

/** The consent result, following oidc-provider's example: a Grant holding what the prompt says is missing. */
async function grantEverythingRequested(details) {
  const { prompt, params, session } = details;
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  const missing = prompt.details;
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  if (missing.missingResourceScopes) {
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes)) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
  }
  const grantId = await grant.save();
  // An existing grant is updated in place; only a new one is handed over.
  return details.grantId ? {} : { grantId };
}

function signInForm(uid, login, refused) {
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  return `<h1>Sign in to the plan</h1>
${refused ? '<p role="alert">Wrong email or password.</p>' : ''}
<form method="post" action="${escapeHtml(action)}">
<p><label for="login">Email or username</label><br><input id="login" name="login" autocomplete="username" value="${escapeHtml(login)}"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password"></p>
<p><button type="submit">Sign in</button></p>
</form>`;
}

async function logoutSource(ctx, form) {
  // `form` is oidc-provider's empty form (id op.logoutForm) carrying the anti-forgery field; the buttons submit it.
  ctx.type = 'html';
  ctx.body = page(
    'Sign out',
    `<h1>Sign out of the plan?</h1>
${form}
<p><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button></p>`,
  );
}

async function postLogoutSuccessSource(ctx) {
  ctx.type = 'html';
  ctx.body = page('Signed out', '<h1>You are signed out of the plan</h1>');
}

function page(title, body) {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main>
${body}
</main></body>
</html>`;
}

function sendPage(res, status, title, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(page(title, body));
}

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('form body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A fresh RS256 key per run: nothing outside this process ever needs to know it in advance. */
function signingKey() {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };
}

function readConfig(text) {
  if (!text) throw new Error('IDENTITY_PROVIDER_CONFIG is not set');
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed.clients) || parsed.clients.length === 0) throw new Error('IDENTITY_PROVIDER_CONFIG: clients must be a non-empty array');
  if (!Array.isArray(parsed.accounts)) throw new Error('IDENTITY_PROVIDER_CONFIG: accounts must be an array');
  return {
    port: parsed.port ?? 0,
    clients: parsed.clients,
    accounts: parsed.accounts,
    rpInitiatedLogout: parsed.rpInitiatedLogout ?? true,
    groupsClaim: parsed.groupsClaim ?? 'groups',
  };
}
