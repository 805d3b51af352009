// The app's side of the bot check (issue 35), what jest can show of it: when the check starts (botCheckSaga), that a
// save carries the solution to the portal's own server and nowhere else, and what a person is told when the server's
// check refused the save. The solving itself runs in a web worker, which jsdom has not: tests/e2e/botCheck.spec.ts
// shows it in Chromium.
import { runSaga, stdChannel } from 'redux-saga';
import { http, HttpResponse } from 'msw';
import { createBotCheck, type BotCheck } from '../../src/api/botCheck';
import { ApiError, createHttpClient } from '../../src/api/client';
import type { PortalApi } from '../../src/api/portalApi';
import { botCheckSaga } from '../../src/app/botCheckSaga';
import { started } from '../../src/core/appSlice';
import { API_CONTEXT_KEY } from '../../src/core/sagaHelpers';
import { BOT_CHECK } from '../../src/domain/apiContract';
import { botCheckFailure, isBotCheckRefusal } from '../../src/forms/botCheckRefused';
import { server } from '../../support/mswServer';

/** A bot check that has a solution ready for the portal's own server, and counts its starts. */
function readyBotCheck(): BotCheck & { starts: number } {
  return {
    starts: 0,
    start() {
      this.starts += 1;
    },
    payloadFor: async (url) => (url.origin === window.location.origin ? 'c29sdmVk' : undefined),
  };
}

function captured(method: 'get' | 'post', url: string) {
  const requests: Request[] = [];
  server.use(
    http[method](url, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(true);
    }),
  );
  return requests;
}

describe('a save carries the solution', () => {
  it('in the Bot-Check header of a POST to the portal’s own server', async () => {
    const requests = captured('post', 'http://localhost/api/tgiact');
    await createHttpClient({ apiBase: '', webBase: '', botCheck: readyBotCheck() }).postJson('web', '/api/tgiact', {});
    expect(requests[0]?.headers.get(BOT_CHECK.header)).toBe('c29sdmVk');
  });

  it('never on a GET, and never to another origin', async () => {
    const gets = captured('get', 'http://localhost/notification');
    const elsewhere = captured('post', 'https://api.plan.org/api/Attestation');
    const client = createHttpClient({ apiBase: 'https://api.plan.org', webBase: '', botCheck: readyBotCheck() });
    await client.getJson('web', '/notification');
    await client.postJson('api', '/api/Attestation', {});
    expect(gets[0]?.headers.get(BOT_CHECK.header)).toBeNull();
    expect(elsewhere[0]?.headers.get(BOT_CHECK.header)).toBeNull();
  });

  it('is none where the browser has no web worker (the server then decides), and nothing is fetched for it', async () => {
    const challenges = captured('get', `http://localhost${BOT_CHECK.challengePath}`);
    const botCheck = createBotCheck('', () => createHttpClient({ apiBase: '', webBase: '' }).getJson('web', BOT_CHECK.challengePath));
    botCheck.start();
    expect(await botCheck.payloadFor(new URL('http://localhost/api/tgiact'))).toBeUndefined();
    expect(challenges).toHaveLength(0);
  });
});

describe('when the check starts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** Runs botCheckSaga with an API that counts its starts; `put` sends it an action. */
  function runBotCheckSaga() {
    const channel = stdChannel();
    const api = { startBotCheck: jest.fn() } as unknown as PortalApi & { startBotCheck: jest.Mock };
    runSaga({ channel, context: { [API_CONTEXT_KEY]: api }, dispatch: () => undefined, getState: () => ({}) }, botCheckSaga);
    return { api, put: (action: { type: string }) => channel.put(action) };
  }

  it('once the app has taken over a page that shows a form, and not before', () => {
    document.body.innerHTML = '<main><form><input name="firstName"></form></main>';
    const { api, put } = runBotCheckSaga();
    put({ type: '@@redux-form/FOCUS' });
    expect(api.startBotCheck).not.toHaveBeenCalled();
    put(started());
    expect(api.startBotCheck).toHaveBeenCalledTimes(1);
  });

  it('on a page without a form, only at the first focus of a field of a form drawn later', () => {
    document.body.innerHTML = '<main><h1>Forms</h1></main>';
    const { api, put } = runBotCheckSaga();
    put(started());
    put({ type: '@@redux-form/BLUR' });
    expect(api.startBotCheck).not.toHaveBeenCalled();
    put({ type: '@@redux-form/FOCUS' });
    put({ type: '@@redux-form/CHANGE' });
    expect(api.startBotCheck).toHaveBeenCalledTimes(1);
  });
});

describe('a save the check refused', () => {
  const refusal = (body: unknown) => new ApiError({ status: 403, statusText: 'Forbidden', body });

  it('is told from an anti-forgery 403 by the check its body names', () => {
    expect(isBotCheckRefusal(refusal({ statusCode: 403, error: 'Forbidden', check: 'bot-check', message: 'The bot check did not pass' }))).toBe(true);
    expect(isBotCheckRefusal(refusal({ statusCode: 403, error: 'Forbidden', message: 'Access Denied!' }))).toBe(false);
    expect(isBotCheckRefusal(new ApiError({ status: 400, body: { check: 'bot-check' } }))).toBe(false);
    expect(isBotCheckRefusal(new Error('bot-check'))).toBe(false);
  });

  it('is said in its own words, naming the form’s button', () => {
    expect(botCheckFailure('DONE')).toEqual({
      title: 'Not sent yet',
      message: 'This page could not confirm that a person is sending the form. Select {button} to send it again.',
      values: { button: 'DONE' },
    });
  });
});
