/** A case's id and its marker revision (migration 0032), which moves whenever a column a map marker shows changes. */
export interface Revision {
  id: number;
  mapRevision: number;
}

/** Above this many changed entries a rebuild reads everything at once rather than by ids. */
const CHANGED_BY_ID_MAX = 500;

/**
 * The values of `current` in its order, each reused from `kept` where `isKept` says it still holds and otherwise
 * read by `readChanged` (by id, once for all). An id that `readChanged` no longer finds is left out: it went
 * between the two reads. Null when more than CHANGED_BY_ID_MAX differ: reading them all is then the cheaper way.
 */
export async function reuseUnchanged<E extends Revision, V>(
  current: readonly E[],
  kept: ReadonlyMap<number, V>,
  isKept: (entry: E, value: V) => boolean,
  readChanged: (ids: readonly number[]) => Promise<ReadonlyMap<number, V>>,
): Promise<V[] | null> {
  const decided = current.map((entry) => {
    const value = kept.get(entry.id);
    return { id: entry.id, value: value !== undefined && isKept(entry, value) ? value : undefined };
  });
  const changed = decided.filter(({ value }) => value === undefined).map(({ id }) => id);
  if (changed.length > CHANGED_BY_ID_MAX) return null;
  const read = changed.length === 0 ? new Map<number, V>() : await readChanged(changed);
  return decided.flatMap(({ id, value }) => {
    const found = value ?? read.get(id);
    return found === undefined ? [] : [found];
  });
}
