// The webhook deliveries' retry policy (server/delivery/schedule.ts): which answers are tried again. Its waits are
// tested with the worker (deliveryWorker.test.ts, "the retry schedule").
import { answerVerdict } from '../../../server/delivery/schedule';

describe('answerVerdict', () => {
  it('counts every 2xx as delivered', () => {
    expect([200, 201, 202, 204, 299].map(answerVerdict)).toEqual(['delivered', 'delivered', 'delivered', 'delivered', 'delivered']);
  });

  it('takes 410 Gone as the receiver asking for nothing more', () => {
    expect(answerVerdict(410)).toBe('gone');
  });

  it('tries again on no answer and on every other status, refusals and redirects included', () => {
    const others = [null, 100, 301, 302, 400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504];
    expect(others.map(answerVerdict)).toEqual(others.map(() => 'retry'));
  });
});
