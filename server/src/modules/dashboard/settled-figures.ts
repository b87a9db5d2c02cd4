import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../platform/access.js';
import { dailyFigures, dayOf } from '../case-stats/service.js';
import { addDays } from './calendar.js';

export type Figures = Map<string, { created: number; finished: number }>;

/** A day counts as settled once it ended this long ago (a transaction begun before midnight has committed). */
const GRACE_MS = 5 * 60_000;
const CAPACITY = 32;

interface Settled {
  from: string;
  through: string;
  figures: Figures;
}

/**
 * Created and finished cases per day for the dashboard, with a per-process memo of settled days for scopes
 * of several tenants. Summing a super admin's 500 tenants over two years reads some 350,000 aggregate rows
 * (hundreds of milliseconds at 1,000,000 cases), yet a settled day never changes: the case statistics only ever
 * add to the day of the change itself, which is today (case-stats/service.ts). So those days are read once and
 * then only today is read live. A one-tenant scope reads its few hundred rows directly. Concurrent requests
 * share one fill; at most CAPACITY scopes are kept, least recently used first out. Rebuilding the statistics
 * (fixtures, repair) while the app runs needs a restart to be seen here.
 */
export class SettledFigures {
  private readonly entries = new Map<string, Promise<Settled>>();

  async between(db: Kysely<Database>, scope: TenantScope, fromDay: string, toDay: string, nowMs = Date.now()): Promise<Figures> {
    if (scope !== 'all' && scope.length < 2) return toFigures(await dailyFigures(db, scope, fromDay, toDay));
    const through = addDays(dayOf(new Date(nowMs - GRACE_MS).toISOString()), -1);
    const [settled, live] = await Promise.all([
      this.settled(db, scope, fromDay, through),
      dailyFigures(db, scope, addDays(through, 1), toDay),
    ]);
    const figures: Figures = new Map();
    for (const [day, entry] of settled.figures) if (day >= fromDay && day <= toDay) figures.set(day, entry);
    for (const [day, entry] of toFigures(live)) figures.set(day, entry);
    return figures;
  }

  private settled(db: Kysely<Database>, scope: TenantScope, fromDay: string, through: string): Promise<Settled> {
    const key = scope === 'all' ? 'all' : [...scope].sort((a, b) => a - b).join(',');
    // a failed fill is forgotten, never handed on
    const previous = (this.entries.get(key) ?? Promise.resolve(null)).catch(() => null);
    const next = previous.then(async (known) => {
      if (known && known.from <= fromDay && known.through >= through) return known;
      const base = known && known.from <= fromDay ? known : { from: fromDay, through: addDays(fromDay, -1), figures: new Map() };
      const figures: Figures = new Map(base.figures);
      for (const [day, entry] of toFigures(await dailyFigures(db, scope, addDays(base.through, 1), through))) figures.set(day, entry);
      return { from: base.from, through, figures };
    });
    this.entries.delete(key);
    this.entries.set(key, next);
    next.catch(() => {
      if (this.entries.get(key) === next) this.entries.delete(key);
    });
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value!);
    return next;
  }
}

const toFigures = (rows: { day: string; created: number; finished: number }[]): Figures =>
  new Map(rows.map((r) => [r.day, { created: r.created, finished: r.finished }]));
