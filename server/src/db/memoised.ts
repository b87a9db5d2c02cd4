/**
 * A pure function of a string, memoised. For inputs that repeat (identifiers from code, the timestamps of the cases a
 * list shows, the column lists of the statements), so the memo stays small; the bound is a safety net.
 */
export function memoised<T>(map: (input: string) => T, limit = 10_000): (input: string) => T {
  const memo = new Map<string, T>();
  return (input) => {
    let mapped = memo.get(input);
    if (mapped === undefined) {
      if (memo.size >= limit) memo.clear();
      mapped = map(input);
      memo.set(input, mapped);
    }
    return mapped;
  };
}
