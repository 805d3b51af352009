import { delay, http, HttpResponse } from 'msw';
import { ApiError, createHttpClient, logServiceFailure } from '../../src/api/client';
import { server } from '../../support/mswServer';

const sameOrigin = { apiBase: '', webBase: '' };

/** Captures the one request a test makes, answering with `answer`. */
function captureRequests(method: 'get' | 'post', path: string, answer: () => Response = () => HttpResponse.json(true)) {
  const requests: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      requests.push(request.clone());
      return answer();
    }),
  );
  return requests;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('base URL joining', () => {
  it("resolves an empty base against the page's origin", async () => {
    const requests = captureRequests('get', 'http://localhost/notification');
    await createHttpClient(sameOrigin).getJson('api', '/notification');
    expect(requests.map((request) => request.url)).toEqual(['http://localhost/notification']);
  });

  it('prefixes a path base and drops its trailing slash', async () => {
    const requests = captureRequests('get', 'http://localhost/portal/api/common/issiteinmaintenance');
    await createHttpClient({ apiBase: '', webBase: '/portal/' }).getJson('web', '/api/common/issiteinmaintenance');
    expect(requests).toHaveLength(1);
  });

  it('uses an absolute base as is, choosing the base by name', async () => {
    const requests = captureRequests('get', 'https://api.plan.org/v2/notification');
    await createHttpClient({ apiBase: 'https://api.plan.org/v2', webBase: '' }).getJson('api', '/notification');
    expect(requests.map((request) => request.url)).toEqual(['https://api.plan.org/v2/notification']);
  });
});

describe('request headers and the anti-forgery rule', () => {
  it('sends Accept, and no token or Content-Type, on a GET even with the cookie set', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const requests = captureRequests('get', 'http://localhost/notification');
    await createHttpClient(sameOrigin).getJson('api', '/notification');
    const sent = requests[0];
    expect(sent?.headers.get('accept')).toBe('application/json');
    expect(sent?.headers.get('x-xsrf-token')).toBeNull();
    expect(sent?.headers.get('content-type')).toBeNull();
  });

  it('copies the URL-decoded cookie into X-XSRF-TOKEN on a same-origin POST, with a JSON body', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('tok/en+==;x')}; path=/`;
    const requests = captureRequests('post', 'http://localhost/api/Attestation');
    await createHttpClient(sameOrigin).postJson('api', '/api/Attestation', { formData: '{}' });
    const sent = requests[0];
    expect(sent?.headers.get('x-xsrf-token')).toBe('tok/en+==;x');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(await sent?.json()).toEqual({ formData: '{}' });
  });

  it('sends the token to an absolute base on the same origin', async () => {
    document.cookie = 'XSRF-TOKEN=same; path=/';
    const requests = captureRequests('post', 'http://localhost/api/tgiact');
    await createHttpClient({ apiBase: '', webBase: 'http://localhost' }).postJson('web', '/api/tgiact', {});
    expect(requests[0]?.headers.get('x-xsrf-token')).toBe('same');
  });

  it('never sends the token to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    const requests = captureRequests('post', 'https://api.plan.org/api/Attestation');
    await createHttpClient({ apiBase: 'https://api.plan.org', webBase: '' }).postJson('api', '/api/Attestation', {});
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('x-xsrf-token')).toBeNull();
  });

  it('says the language of the screens in Content-Language on a POST, read when it is sent, and never on a GET', async () => {
    let language = 'en';
    const client = createHttpClient({ ...sameOrigin, contentLanguage: () => language });
    const posts = captureRequests('post', 'http://localhost/api/Attestation');
    await client.postJson('api', '/api/Attestation', {});
    language = 'es';
    await client.postJson('api', '/api/Attestation', {});
    expect(posts.map((request) => request.headers.get('content-language'))).toEqual(['en', 'es']);
    const gets = captureRequests('get', 'http://localhost/notification');
    await client.getJson('api', '/notification');
    expect(gets[0]?.headers.get('content-language')).toBeNull();
  });

  it("keeps a caller's own Content-Language (a TGI survey sent again in the language it was written in)", async () => {
    const client = createHttpClient({ ...sameOrigin, contentLanguage: () => 'en' });
    const posts = captureRequests('post', 'http://localhost/api/tgiact');
    await client.postJson('web', '/api/tgiact', {}, { 'Content-Language': 'es' });
    expect(posts[0]?.headers.get('content-language')).toBe('es');
  });

  it('sends no token when there is no cookie', async () => {
    const requests = captureRequests('post', 'http://localhost/api/Attestation');
    await createHttpClient(sameOrigin).postJson('api', '/api/Attestation', {});
    expect(requests[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('passes extra headers through and asks for same-origin credentials', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const requests = captureRequests('post', 'http://localhost/api/tgiact');
      await createHttpClient(sameOrigin).postJson('web', '/api/tgiact', {}, { 'Idempotency-Key': 'k-1' });
      expect(requests[0]?.headers.get('idempotency-key')).toBe('k-1');
      expect(fetchSpy.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ credentials: 'same-origin', method: 'POST' }));
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('successful answers', () => {
  const client = createHttpClient(sameOrigin);

  it('parses JSON bodies, including bare booleans', async () => {
    server.use(http.get('http://localhost/a', () => HttpResponse.json({ id: 1 })));
    server.use(http.get('http://localhost/b', () => HttpResponse.json(false)));
    await expect(client.getJson('api', '/a')).resolves.toEqual({ id: 1 });
    await expect(client.getJson('api', '/b')).resolves.toBe(false);
  });

  it('parses JSON sent as text/plain, and hands back other text as is', async () => {
    server.use(http.get('http://localhost/a', () => HttpResponse.text('true')));
    server.use(http.get('http://localhost/b', () => HttpResponse.text('OK')));
    await expect(client.getJson('api', '/a')).resolves.toBe(true);
    await expect(client.getJson('api', '/b')).resolves.toBe('OK');
  });

  it('is undefined when there is no body', async () => {
    server.use(http.post('http://localhost/a', () => new HttpResponse(null, { status: 204 })));
    await expect(client.postJson('api', '/a', {})).resolves.toBeUndefined();
  });
});

describe('failures', () => {
  it('turns a non-2xx JSON answer into an ApiError with status, text, URL and parsed body', async () => {
    server.use(
      http.get('http://localhost/notification', () =>
        HttpResponse.json({ error: 'Internal Server Error' }, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const error = await failureOf(createHttpClient(sameOrigin).getJson('api', '/notification'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.failure).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      url: 'http://localhost/notification',
      body: { error: 'Internal Server Error' },
    });
    expect(error.message).toBe('The request failed with status 500 Internal Server Error');
  });

  it('keeps a non-JSON error body as text', async () => {
    server.use(http.get('http://localhost/x', () => HttpResponse.text('upstream down', { status: 502, statusText: 'Bad Gateway' })));
    const error = await failureOf(createHttpClient(sameOrigin).getJson('api', '/x'));
    expect(error.failure).toMatchObject({ status: 502, body: 'upstream down' });
  });

  it('never puts the request body into the error', async () => {
    server.use(http.post('http://localhost/api/preferredcontact', () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    const error = await failureOf(
      createHttpClient(sameOrigin).postJson('api', '/api/preferredcontact', { formData: JSON.stringify({ memberId: 'M-99887766' }) }),
    );
    expect(error.message).not.toContain('M-99887766');
    expect(JSON.stringify(error.failure)).not.toContain('M-99887766');
  });

  it('turns a network failure into status 0 with the failure message', async () => {
    server.use(http.get('http://localhost/notification', () => HttpResponse.error()));
    const error = await failureOf(createHttpClient(sameOrigin).getJson('api', '/notification'));
    expect(error.failure.status).toBe(0);
    expect(error.failure.message).toEqual(expect.any(String));
    expect(error.failure.message).not.toBe('');
    expect(error.message).toBe(error.failure.message);
  });

  it('gives up after the timeout with status 0 and a timed-out message', async () => {
    server.use(
      http.get('http://localhost/notification', async () => {
        await delay(1000);
        return HttpResponse.json([]);
      }),
    );
    const started = Date.now();
    const error = await failureOf(createHttpClient({ ...sameOrigin, timeoutMs: 50 }).getJson('api', '/notification'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.failure).toMatchObject({ status: 0, url: 'http://localhost/notification' });
    expect(error.failure.message).toMatch(/timed out/i);
  });

  it('uses the 30-second default when no timeout is given', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      server.use(http.get('http://localhost/slow', () => new Promise<Response>(() => undefined)));
      const outcome = failureOf(createHttpClient(sameOrigin).getJson('api', '/slow'));
      await jest.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void outcome.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await outcome).failure.message).toMatch(/timed out/i);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('logServiceFailure', () => {
  it("logs an API failure as docs/errors.md's 'Error Code' text, and anything else as its string form", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logServiceFailure(new ApiError({ status: 503, statusText: 'Service Unavailable' }));
    logServiceFailure(new TypeError('boom'));
    expect(consoleError.mock.calls).toEqual([['Error Code: 503 Message: Service Unavailable'], ['TypeError: boom']]);
    consoleError.mockRestore();
  });
});
