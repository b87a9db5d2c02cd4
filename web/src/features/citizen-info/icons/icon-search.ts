/** One icon of the set: its kebab-case name (what a category stores), older names, and what it draws. */
export interface IconEntry<Node = unknown> {
  name: string;
  aliases: readonly string[];
  node: Node;
}

/** The English words of an icon name, as a screen reader reads them ("party-popper" is "party popper"). */
export const iconLabel = (name: string) => name.replaceAll('-', ' ');

const words = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

/**
 * The icons whose name (or an older name) contains every typed word, best first: an exact name, then names
 * starting with the search, then the rest, each alphabetically. At most `limit` are returned, with the count
 * of all matches so the picker can say that more exist.
 */
export function searchIcons<Node>(
  icons: readonly IconEntry<Node>[],
  search: string,
  limit: number,
): { matches: IconEntry<Node>[]; total: number } {
  const wanted = words(search);
  const joined = wanted.join('-');
  const found = icons.filter((icon) => [icon.name, ...icon.aliases].some((name) => wanted.every((word) => name.includes(word))));
  const rank = (icon: IconEntry<Node>) => (icon.name === joined ? 0 : icon.name.startsWith(joined) ? 1 : 2);
  const sorted = joined ? [...found].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)) : found;
  return { matches: sorted.slice(0, limit), total: found.length };
}

/** The entry of a stored icon name; an older name of an icon finds it too. */
export function findIcon<Node>(icons: readonly IconEntry<Node>[], name: string): IconEntry<Node> | undefined {
  return icons.find((icon) => icon.name === name) ?? icons.find((icon) => icon.aliases.includes(name));
}
