// GroupCommit on its own, with a fake commit whose timing the test controls.
import { GroupCommit } from '../../../server/store/groupCommit';

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A fake commit: records each batch, and finishes only when the test says so. */
function controlledCommit(fail: (items: readonly number[]) => unknown = () => undefined) {
  const batches: number[][] = [];
  const pending: Deferred[] = [];
  const commit = (items: readonly number[]): Promise<number[]> => {
    batches.push([...items]);
    return new Promise<number[]>((resolve, reject) => {
      pending.push({
        resolve: () => {
          const error = fail(items);
          if (error !== undefined) reject(error);
          else resolve(items.map((item) => item * 10));
        },
        reject,
      });
    });
  };
  return {
    batches,
    commit,
    /** Lets the oldest running commit finish. */
    finishNext: async () => {
      await waitFor(() => pending.length > 0);
      pending.shift()!.resolve();
    },
  };
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i += 1) await new Promise((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error('condition never met');
}

/** A commit that completes at once; fails when a poisoned item is in the batch. */
function instantCommit(poisoned: ReadonlySet<number>, error: () => unknown = () => new Error('constraint')) {
  const batches: number[][] = [];
  const commit = async (items: readonly number[]): Promise<number[]> => {
    batches.push([...items]);
    if (items.some((item) => poisoned.has(item))) throw error();
    return items.map((item) => item * 10);
  };
  return { batches, commit };
}

describe('GroupCommit', () => {
  it('puts calls made in the same turn into one commit and resolves each with its own result', async () => {
    const fake = instantCommit(new Set());
    const writer = new GroupCommit<number, number>({ commit: fake.commit });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => writer.submit(n)));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(fake.batches).toEqual([[1, 2, 3, 4, 5]]);
    expect(writer.stats).toMatchObject({ batches: 1, items: 5, largestBatch: 5, failedBatches: 0 });
  });

  it('starts at once when idle, and queues calls made during a commit for the next one', async () => {
    const fake = controlledCommit();
    const writer = new GroupCommit<number, number>({ commit: fake.commit });
    let firstDone = false;
    const first = writer.submit(1).then((value) => {
      firstDone = true;
      return value;
    });
    await waitFor(() => fake.batches.length === 1);
    expect(fake.batches).toEqual([[1]]);

    // The commit of [1] is still running: these wait for the next batch.
    const later = [2, 3, 4].map((n) => writer.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.batches).toHaveLength(1);
    expect(firstDone).toBe(false);

    await fake.finishNext();
    expect(await first).toBe(10);
    await waitFor(() => fake.batches.length === 2);
    expect(fake.batches[1]).toEqual([2, 3, 4]);
    await fake.finishNext();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('does not resolve a caller before its commit has returned', async () => {
    const fake = controlledCommit();
    const writer = new GroupCommit<number, number>({ commit: fake.commit });
    let settled = false;
    void writer.submit(7).finally(() => {
      settled = true;
    });
    await waitFor(() => fake.batches.length === 1);
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    await fake.finishNext();
    await waitFor(() => settled);
  });

  it('caps a batch at maxBatchSize', async () => {
    const fake = instantCommit(new Set());
    const writer = new GroupCommit<number, number>({ commit: fake.commit, maxBatchSize: 4 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.submit(i)));
    expect(fake.batches.map((batch) => batch.length)).toEqual([4, 4, 2]);
    expect(() => new GroupCommit<number, number>({ commit: fake.commit, maxBatchSize: 0 })).toThrow(RangeError);
  });

  it('splits a failed batch so that only the failing item fails', async () => {
    const fake = instantCommit(new Set([5]));
    const writer = new GroupCommit<number, number>({ commit: fake.commit, toCallerError: () => new Error('clean') });
    const settled = await Promise.allSettled(Array.from({ length: 16 }, (_, i) => writer.submit(i)));
    const failed = settled.flatMap((s, i) => (s.status === 'rejected' ? [i] : []));
    expect(failed).toEqual([5]);
    expect((settled[5] as PromiseRejectedResult).reason).toEqual(new Error('clean'));
    expect(settled.filter((s) => s.status === 'fulfilled').map((s) => (s as PromiseFulfilledResult<number>).value)).toEqual(
      Array.from({ length: 16 }, (_, i) => i * 10).filter((v) => v !== 50),
    );
    // Bisection, not one commit per item: 1 + 2 levels of halves... far fewer than 16 retries.
    expect(fake.batches.length).toBeLessThanOrEqual(1 + 2 * Math.ceil(Math.log2(16)));
  });

  it('isolates two failing items in different halves', async () => {
    const fake = instantCommit(new Set([0, 9]));
    const writer = new GroupCommit<number, number>({ commit: fake.commit });
    const settled = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => writer.submit(i)));
    expect(settled.flatMap((s, i) => (s.status === 'rejected' ? [i] : []))).toEqual([0, 9]);
  });

  it('fails the whole batch at once on an error of the database itself', async () => {
    const down = Object.assign(new Error('connection lost'), { code: 'ECONNRESET' });
    const fake = instantCommit(new Set([0, 1, 2, 3]), () => down);
    const writer = new GroupCommit<number, number>({
      commit: fake.commit,
      splitOnFailure: (error) => (error as { code?: string }).code !== 'ECONNRESET',
    });
    const settled = await Promise.allSettled([0, 1, 2, 3].map((n) => writer.submit(n)));
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(fake.batches).toEqual([[0, 1, 2, 3]]);
  });

  it('treats a wrong number of results as a failed commit', async () => {
    const writer = new GroupCommit<number, number>({ commit: async () => [1], splitOnFailure: () => false });
    await expect(Promise.all([writer.submit(1), writer.submit(2)])).rejects.toThrow('wrong number of results');
  });

  it('close waits for queued and running commits, then refuses new items', async () => {
    const fake = controlledCommit();
    const writer = new GroupCommit<number, number>({ commit: fake.commit, closedError: () => new Error('closed') });
    const first = writer.submit(1);
    await waitFor(() => fake.batches.length === 1);
    const queued = writer.submit(2);
    let closed = false;
    const closing = writer.close().then(() => {
      closed = true;
    });
    await expect(writer.submit(3)).rejects.toThrow('closed');
    await fake.finishNext();
    await waitFor(() => fake.batches.length === 2);
    expect(closed).toBe(false);
    await fake.finishNext();
    await closing;
    expect(await first).toBe(10);
    expect(await queued).toBe(20);
    expect(writer.closed).toBe(true);
    expect(writer.queued).toBe(0);
  });

  it('drain resolves at once when idle', async () => {
    const writer = new GroupCommit<number, number>({ commit: async (items) => [...items] });
    await expect(writer.drain()).resolves.toBeUndefined();
  });
});
