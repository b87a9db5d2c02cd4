import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The polling loop of a durable queue (the mail outbox, the Open311 forwarding): several workers (processes or
 * instances) share one table, each claims a row before working on it, so no two work on the same row, and a row
 * claimed by a worker that died is taken by another once the claim has expired. A subclass says how a row is
 * claimed, worked on and given back.
 */
export abstract class ClaimingWorker<Row> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  protected stopping = false;
  /** names this worker in the rows it claims; host and process tell an operator whose claim it is */
  protected readonly id = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

  constructor(
    protected readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    /** what the log calls this worker */
    private readonly name: string,
  ) {}

  /** Takes the next due row that no live claim holds, in one atomic statement. */
  protected abstract claim(): Promise<Row | undefined>;
  /** Works on a claimed row; true when done, false when it waits for a retry. */
  protected abstract work(row: Row): Promise<boolean>;
  /** Gives up this worker's claims on rows not done yet. */
  protected abstract releaseClaims(): Promise<void>;

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.poll(), this.pollMs);
    this.timer.unref();
    this.poll();
  }

  /**
   * Ends the polling: a run under way finishes the row it is working on and takes no other, and whatever claim is
   * left on an unfinished row is given up, so another worker takes it at its next poll, not after the claim expired.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping = true;
    // a failure of the last run was reported to poll's log or to drain's caller already
    await this.running?.catch(() => undefined);
    // with the database gone the claim expires by itself; a stop must not fail the shutdown
    await this.releaseClaims().catch((error: unknown) => this.log.warn({ err: error }, `${this.name} could not give up its claims`));
  }

  /** Works on every due row now; resolves with the number done. Tests call it to flush the queue. */
  drain(): Promise<number> {
    this.running ??= this.workOnDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A database error (e.g. SQLite busy with another process) must not end the process: the next poll retries. */
  private poll(): void {
    this.drain().catch((error) => this.log.error({ err: error }, `${this.name} failed, will retry`));
  }

  private async workOnDue(): Promise<number> {
    let done = 0;
    while (!this.stopping) {
      const row = await this.claim();
      if (!row) break;
      if (await this.work(row)) done++;
    }
    return done;
  }
}

/** The wait before retry `attempts` (1, 2, …): doubling from `firstMs`, at most `maxMs`. */
export const backoffMs = (attempts: number, firstMs: number, maxMs: number): number => Math.min(maxMs, firstMs * 2 ** (attempts - 1));
