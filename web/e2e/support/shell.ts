import type { Page } from 'playwright-core';

export interface MenuGroupSeen {
  group: string;
  entries: string[];
}

const quoted = '"((?:[^"\\\\]|\\\\.)*)"';
const unquote = (value: string) => JSON.parse(`"${value}"`) as string;

/**
 * The navigation of the logged-in shell as assistive technology presents it: every navigation landmark
 * in page order, by accessible name, with the accessible names of its links (read from the ARIA snapshot).
 */
export async function visibleMenu(page: Page): Promise<MenuGroupSeen[]> {
  const landmarks = page.getByRole('navigation');
  await landmarks.first().waitFor();
  const seen: MenuGroupSeen[] = [];
  for (const landmark of await landmarks.all()) {
    const snapshot = await landmark.ariaSnapshot();
    const group = new RegExp(`^- navigation ${quoted}`).exec(snapshot)?.[1];
    const entries = [...snapshot.matchAll(new RegExp(`- link ${quoted}`, 'g'))].map((m) => unquote(m[1]!));
    seen.push({ group: group ? unquote(group) : '(unnamed navigation)', entries });
  }
  return seen;
}
