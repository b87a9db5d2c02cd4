import { describe, expect, it } from 'vitest';
import { findIcon, iconLabel, searchIcons } from './icon-search.js';
import { ICONS } from './icon-set.js';

describe('the lucide icon set', () => {
  it('holds every icon under its kebab-case name, with its older names', () => {
    expect(ICONS.length).toBeGreaterThan(1500);
    const names = ICONS.map((icon) => icon.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['calendar', 'construction', 'trees', 'megaphone', 'vote', 'newspaper', 'arrow-up-1-0']) {
      expect(names, name).toContain(name);
    }
    expect(names.every((name) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toBe(true);
    expect(findIcon(ICONS, 'alarm-check')?.name).toBe('alarm-clock-check');
  });
});

const entry = (name: string, aliases: string[] = []) => ({ name, aliases, node: null });
const SET = [
  entry('calendar'),
  entry('calendar-days'),
  entry('tree-pine'),
  entry('trees'),
  entry('party-popper', ['tada']),
  entry('days-calendar'),
];

describe('searchIcons', () => {
  it('finds names with every typed word, the exact and starting ones first', () => {
    expect(searchIcons(SET, 'calendar', 10).matches.map((i) => i.name)).toEqual(['calendar', 'calendar-days', 'days-calendar']);
    expect(searchIcons(SET, 'TREE', 10).matches.map((i) => i.name)).toEqual(['tree-pine', 'trees']);
    expect(searchIcons(SET, 'popper party', 10).matches.map((i) => i.name)).toEqual(['party-popper']);
    expect(searchIcons(SET, 'tada', 10).matches.map((i) => i.name)).toEqual(['party-popper']);
    expect(searchIcons(SET, 'ship', 10)).toEqual({ matches: [], total: 0 });
  });

  it('shows at most the limit and counts all', () => {
    expect(searchIcons(SET, '', 2)).toEqual({ matches: SET.slice(0, 2), total: SET.length });
  });

  it('names an icon in English words', () => {
    expect(iconLabel('party-popper')).toBe('party popper');
  });
});
