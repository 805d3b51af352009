// The fake clocks the form tests use, each faking only what it must so that msw, React and the sagas keep running.

/** Every timer but setTimeout (a saga's delay) and Date. */
const REAL_TIMERS_BUT_TIMEOUT = ['setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] as const;

/** Every timer but Date. */
const REAL_TIMERS_BUT_DATE = ['setTimeout', 'clearTimeout', ...REAL_TIMERS_BUT_TIMEOUT] as const;

/** Only Date is faked, standing at `iso`: msw and the sagas' timers keep running on real time. */
export function freezeDate(iso: string): void {
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS_BUT_DATE], now: new Date(iso) });
}

/** Only setTimeout and Date are faked, for a saga's delay; everything else stays real. */
export function fakeTimeoutAndDate(): void {
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS_BUT_TIMEOUT] });
}

/** Every timer is faked (the retry delays) but microtasks and I/O callbacks, so msw can still answer. */
export function fakeTimersButNetwork(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
}
