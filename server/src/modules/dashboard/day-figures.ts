/** Created and finished cases per day over a range of day numbers (see calendar.ts), in two flat arrays. */
export class DayFigures {
  readonly created: Int32Array;
  readonly finished: Int32Array;

  constructor(
    readonly from: number,
    readonly to: number,
  ) {
    this.created = new Int32Array(Math.max(0, to - from + 1));
    this.finished = new Int32Array(Math.max(0, to - from + 1));
  }

  /** Adds to a day's figure; days outside the range are ignored. */
  add(day: number, field: 'created' | 'finished', count: number): void {
    if (day >= this.from && day <= this.to) this[field][day - this.from] = this.on(day, field) + count;
  }

  /** A day's figure; 0 outside the range, where a typed array reads undefined. */
  on(day: number, field: 'created' | 'finished'): number {
    return this[field][day - this.from] ?? 0;
  }

  /** The sum over [first, last], both included. */
  sum(field: 'created' | 'finished', first: number, last: number): number {
    let total = 0;
    for (let day = Math.max(first, this.from); day <= Math.min(last, this.to); day++) total += this.on(day, field);
    return total;
  }

  /** Copies the overlapping days of another range into this one. */
  copyFrom(other: DayFigures): void {
    const first = Math.max(this.from, other.from);
    const last = Math.min(this.to, other.to);
    if (first > last) return;
    for (const field of ['created', 'finished'] as const) {
      this[field].set(other[field].subarray(first - other.from, last - other.from + 1), first - this.from);
    }
  }
}
