import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../platform/tenant-scope.js';
import { dailyFigures, dayOf } from '../case-stats/index.js';
import { dayNumber, dayString } from './calendar.js';
import { DayFigures } from './day-figures.js';

/** A day counts as settled once it ended this long ago (a transaction begun before midnight has committed). */
const GRACE_MS = 5 * 60_000;
/** Scopes kept (least recently used out first); some 12 KB each for the chart's four years. */
const CAPACITY = 1024;

/**
 * Created and finished cases per day for the dashboard, with a per-process memo of settled days.
 *
 * Summing a super admin's 500 tenants over two years reads some 350,000 aggregate rows (hundreds of
 * milliseconds at 1,000,000 cases), and even one tenant's four years of chart cost milliseconds of row
 * mapping per request. Yet a settled day never changes: the case statistics only ever add to the day of the
 * change itself, which is today (case-stats/service.ts). So settled days are read once per scope and then only
 * today is read live. Concurrent requests share one fill. Rebuilding the statistics (fixtures, repair) while
 * the app runs needs a restart to be seen here.
 */
export class SettledFigures {
  private readonly entries = new Map<string, Promise<DayFigures>>();

  async between(db: Kysely<Database>, scope: TenantScope, fromDay: string, toDay: string, nowMs = Date.now()): Promise<DayFigures> {
    const from = dayNumber(fromDay);
    const to = dayNumber(toDay);
    const through = dayNumber(dayOf(new Date(nowMs - GRACE_MS).toISOString())) - 1;
    const [settled, live] = await Promise.all([
      this.settled(db, scope, from, through),
      dailyFigures(db, scope, dayString(through + 1), toDay),
    ]);
    const figures = new DayFigures(from, to);
    figures.copyFrom(settled);
    for (const row of live) {
      figures.add(dayNumber(row.day), 'created', row.created);
      figures.add(dayNumber(row.day), 'finished', row.finished);
    }
    return figures;
  }

  /** The scope's figures of [from, through] (or a wider range already known), filling in what is missing. */
  private settled(db: Kysely<Database>, scope: TenantScope, from: number, through: number): Promise<DayFigures> {
    const key = scope === 'all' ? 'all' : [...scope].sort((a, b) => a - b).join(',');
    // a failed fill is forgotten, never handed on
    const previous = (this.entries.get(key) ?? Promise.resolve(null)).catch(() => null);
    const next = previous.then(async (known) => {
      if (known && known.from <= from && known.to >= through) return known;
      const base = known && known.from <= from ? known : new DayFigures(from, from - 1);
      const extended = new DayFigures(base.from, through);
      extended.copyFrom(base);
      for (const row of await dailyFigures(db, scope, dayString(base.to + 1), dayString(through))) {
        extended.add(dayNumber(row.day), 'created', row.created);
        extended.add(dayNumber(row.day), 'finished', row.finished);
      }
      return extended;
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
