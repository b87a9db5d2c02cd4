/**
 * The entry a lookup table holds under a key that comes from outside (a request, a stored value), or undefined.
 * A plain object also answers the names it inherits (`constructor`, `toString`, `__proto__` …), which are no
 * entries of an allow-list: a table indexed with a foreign key is read through this, never with `table[key]`.
 */
export function ownValue<V>(table: Readonly<Partial<Record<string, V>>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
