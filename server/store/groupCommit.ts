// Group commit: many concurrent writes share one transaction, hence one fsync.
//
// Calls are queued. When the writer is idle, a run is scheduled with setImmediate: no timer, just the
// end of the current event-loop turn, so every call made in that turn (all requests whose bodies
// arrived together) joins the same batch. The writer takes everything queued (up to maxBatchSize),
// hands it to `commit` (one transaction), and settles each caller only after that commit returned.
// Calls made while a commit runs wait for the next batch, which starts as soon as the commit ends.
//
// A failed batch was rolled back whole, so it can be redone: when `splitOnFailure` says the error may
// come from one item (a constraint, bad data), the batch is split in halves and each half committed
// on its own, down to single items, so a failing item fails alone and the others are stored. An error
// of the database itself (connection lost, disk full, busy) fails the whole batch at once.

export interface GroupCommitOptions<I, R> {
  /** Commits all items in one transaction; returns one result per item, in order; throws when rolled back. */
  commit: (items: readonly I[]) => Promise<readonly R[]>;
  /** Whether a failed batch is worth splitting (the error may belong to one item). Default: always. */
  splitOnFailure?: (error: unknown) => boolean;
  /** Turns an error into what the callers get (e.g. strip driver details). Default: unchanged. */
  toCallerError?: (error: unknown) => unknown;
  /** The error given to calls made after close(). */
  closedError?: () => unknown;
  /** The most items in one transaction. Default 1000. */
  maxBatchSize?: number;
}

interface Entry<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  batches: number;
  items: number;
  largestBatch: number;
  /** Transactions that failed and were split or failed their items. */
  failedBatches: number;
}

export class GroupCommit<I, R> {
  readonly #commit: GroupCommitOptions<I, R>['commit'];
  readonly #splitOnFailure: (error: unknown) => boolean;
  readonly #toCallerError: (error: unknown) => unknown;
  readonly #closedError: () => unknown;
  readonly #maxBatchSize: number;

  #queue: Entry<I, R>[] = [];
  #scheduled = false;
  #running = false;
  #closed = false;
  #idleWaiters: (() => void)[] = [];
  readonly #stats: GroupCommitStats = { batches: 0, items: 0, largestBatch: 0, failedBatches: 0 };

  constructor(options: GroupCommitOptions<I, R>) {
    this.#commit = options.commit;
    this.#splitOnFailure = options.splitOnFailure ?? (() => true);
    this.#toCallerError = options.toCallerError ?? ((error) => error);
    this.#closedError = options.closedError ?? (() => new Error('The writer is closed.'));
    const max = options.maxBatchSize ?? 1000;
    if (!Number.isInteger(max) || max < 1) throw new RangeError('maxBatchSize must be a positive integer');
    this.#maxBatchSize = max;
  }

  /** Queues one item; resolves with its result once its transaction has committed. */
  submit(item: I): Promise<R> {
    if (this.#closed) return Promise.reject(this.#closedError());
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  /** Items queued and not yet handed to a commit. */
  get queued(): number {
    return this.#queue.length;
  }

  get closed(): boolean {
    return this.#closed;
  }

  get stats(): Readonly<GroupCommitStats> {
    return { ...this.#stats };
  }

  /** Resolves when nothing is queued and no commit is running. */
  drain(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Refuses new items, then waits for every queued one to be committed (or failed). */
  close(): Promise<void> {
    this.#closed = true;
    return this.drain();
  }

  #isIdle(): boolean {
    return !this.#running && !this.#scheduled && this.#queue.length === 0;
  }

  #schedule(): void {
    if (this.#running || this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      void this.#run();
    });
  }

  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, this.#maxBatchSize);
        this.#stats.batches += 1;
        this.#stats.items += batch.length;
        this.#stats.largestBatch = Math.max(this.#stats.largestBatch, batch.length);
        await this.#commitEntries(batch);
      }
    } finally {
      this.#running = false;
      if (this.#queue.length > 0) {
        this.#schedule();
      } else if (this.#isIdle()) {
        const waiters = this.#idleWaiters;
        this.#idleWaiters = [];
        for (const wake of waiters) wake();
      }
    }
  }

  async #commitEntries(entries: Entry<I, R>[]): Promise<void> {
    let results: readonly R[];
    try {
      results = await this.#commit(entries.map((entry) => entry.item));
      if (results.length !== entries.length) throw new Error('The commit returned a wrong number of results.');
    } catch (error) {
      this.#stats.failedBatches += 1;
      if (entries.length > 1 && this.#safeSplit(error)) {
        const middle = Math.ceil(entries.length / 2);
        await this.#commitEntries(entries.slice(0, middle));
        await this.#commitEntries(entries.slice(middle));
        return;
      }
      const callerError = this.#safeCallerError(error);
      for (const entry of entries) entry.reject(callerError);
      return;
    }
    entries.forEach((entry, index) => entry.resolve(results[index] as R));
  }

  #safeSplit(error: unknown): boolean {
    try {
      return this.#splitOnFailure(error);
    } catch {
      return false;
    }
  }

  #safeCallerError(error: unknown): unknown {
    try {
      return this.#toCallerError(error);
    } catch {
      return new Error('The write failed.');
    }
  }
}
