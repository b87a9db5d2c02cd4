/** An answer kept in memory, sized by what it holds. */
export interface Sized {
  readonly bytes: number;
}

export interface SharedAnswerLimits {
  entries: number;
  bytes: number;
}

interface Entry<A> {
  version: string;
  pending: Promise<A>;
  built?: A;
}

/**
 * Built answers shared by every request with the same key, each valid for one version of the data behind it
 * (db/changes.ts). Requests that find no answer for the current version while one is being built wait for that
 * build rather than start their own. Least recently used answers go once the entries or their bytes exceed the
 * limits. A build is handed the key's previous answer, so it may reuse what did not change.
 */
export class SharedAnswers<A extends Sized> {
  private readonly entries = new Map<string, Entry<A>>();
  private bytes = 0;

  constructor(private readonly limits: SharedAnswerLimits) {}

  /**
   * The answer for `key` at `version`. Read the version before anything the build reads: a change during the
   * build then moves it on, and the next request builds again.
   */
  answer(key: string, version: string, build: (previous: A | undefined) => Promise<A>): Promise<A> {
    const current = this.entries.get(key);
    if (current?.version === version) {
      // most recently used last: the map's order is the eviction order
      this.entries.delete(key);
      this.entries.set(key, current);
      return current.pending;
    }
    if (current) this.remove(key, current);
    const entry: Entry<A> = { version, pending: build(current?.built) };
    this.entries.set(key, entry);
    entry.pending.then(
      (built) => {
        if (this.entries.get(key) !== entry) return;
        entry.built = built;
        this.bytes += built.bytes;
        this.evict();
      },
      () => this.remove(key, entry),
    );
    return entry.pending;
  }

  private remove(key: string, entry: Entry<A>): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    if (entry.built) this.bytes -= entry.built.bytes;
  }

  /** Oldest first; answers still being built stay (their waiters hold them anyway). */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) return;
      if (entry.built) this.remove(key, entry);
    }
  }
}
