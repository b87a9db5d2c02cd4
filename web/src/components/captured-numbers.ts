/** A tuple of `N` numbers. */
type Numbers<N extends number, Done extends number[] = []> = Done['length'] extends N ? Done : Numbers<N, [...Done, number]>;

/**
 * The groups a pattern captured in the text, as numbers; null when the text does not match. `count` is how many
 * groups the pattern has, all of them required, so a match fills every one.
 */
export function capturedNumbers<N extends number>(pattern: RegExp, text: string, count: N): Numbers<N> | null {
  const groups = pattern.exec(text)?.slice(1);
  if (groups?.length !== count || groups.some((group) => group === undefined)) return null;
  return groups.map(Number) as Numbers<N>;
}
