// The browser's retry policies (src/forms/retryPolicies.ts): which statuses each tries again, in one table, so that a
// change to either set is a change to this test. 0 is no answer.
import { ApiError } from '../../src/api/client';
import { BACKGROUND_SAVE_RETRY, FORM_SAVE_RETRY } from '../../src/forms/retryPolicies';
import { isRetryable } from '../../src/forms/saveWithRetries';

const STATUSES = [0, 400, 401, 403, 404, 408, 409, 410, 413, 415, 422, 429, 500, 501, 502, 503, 504, 505, 599];
const retried = (retries: (status: number) => boolean) => STATUSES.filter(retries);

describe('FORM_SAVE_RETRY, a save the person waits for', () => {
  it('tries again twice, after 500 ms and 1500 ms', () => {
    expect(FORM_SAVE_RETRY.delaysMs).toEqual([500, 1500]);
  });

  it('retries no answer, 403 and the gateway statuses only', () => {
    expect(retried(FORM_SAVE_RETRY.retries)).toEqual([0, 403, 502, 503, 504]);
  });
});

describe('BACKGROUND_SAVE_RETRY, the TGI survey saved behind the thanks', () => {
  it('tries again five times, doubling from a second', () => {
    expect(BACKGROUND_SAVE_RETRY.delaysMs).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('retries no answer, 403, 408, 429 and every 5xx, never a refusal of the record', () => {
    expect(retried(BACKGROUND_SAVE_RETRY.retries)).toEqual([0, 403, 408, 429, 500, 501, 502, 503, 504, 505, 599]);
  });
});

describe('isRetryable', () => {
  const failure = (status: number) => new ApiError({ status, url: 'https://portal.example/api/preferredcontact' });

  it('asks the policy about an API failure', () => {
    expect(isRetryable(FORM_SAVE_RETRY, failure(503))).toBe(true);
    expect(isRetryable(FORM_SAVE_RETRY, failure(429))).toBe(false);
    expect(isRetryable(BACKGROUND_SAVE_RETRY, failure(429))).toBe(true);
  });

  it('never retries what is not an API failure, whatever the policy', () => {
    expect(isRetryable(BACKGROUND_SAVE_RETRY, new TypeError('record is undefined'))).toBe(false);
    expect(isRetryable(BACKGROUND_SAVE_RETRY, { failure: { status: 0 } })).toBe(false);
  });
});
