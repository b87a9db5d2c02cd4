/**
 * The entry a lookup table holds under a key that comes from outside (a request, a stored value), or undefined.
 * A plain object also answers the names it inherits (`constructor`, `toString`, `__proto__` …), which are no
 * entries of an allow-list: a table indexed with a foreign key is read through this, never with `table[key]`.
 */
export function ownValue<V>(table: Readonly<Partial<Record<string, V>>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The item at an index that the caller's own arithmetic keeps inside the list (a pick among given items, the
 * row a COUNT always answers). Outside the list is a bug, which throws here instead of reading on as undefined.
 */
export function itemAt<T>(items: readonly T[], index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new Error(`no item ${index} in a list of ${items.length}`);
  }
  return items[index] as T;
}
