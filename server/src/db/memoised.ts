/**
 * A pure function of a string, memoised. For inputs that repeat (identifiers from code, the timestamps of the cases a
 * list shows), so the memo stays small; the bound is a safety net.
 */
export function memoised(map: (input: string) => string, limit = 10_000): (input: string) => string {
  const memo = new Map<string, string>();
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
