import { describe, expect, it } from 'vitest';
import { axisLabel, barsOf, chartHeight, groupedBarsOf } from './bars.js';

describe('barsOf and groupedBarsOf', () => {
  it('keep the given order of the answers, whatever order the JSON object has, and then any others', () => {
    expect(barsOf({ Nein: 3, Ja: 5, Egal: 1 }, 'Stimmen', ['Ja', 'Nein'])).toEqual({
      categories: ['Ja', 'Nein', 'Egal'],
      series: [{ label: 'Stimmen', values: [5, 3, 1] }],
    });
    expect(barsOf({ b: 1, a: 2 }, 'Stimmen').categories).toEqual(['b', 'a']);
    expect(barsOf({ Ja: 2 }, 'Stimmen', ['Vielleicht', 'Ja']).categories).toEqual(['Ja']);
  });

  it('turn a cross table into a group per row and a series per column', () => {
    const cross = { alt: { Nein: 4, Ja: 1 }, jung: { Nein: 2, Ja: 6 } };
    expect(groupedBarsOf(cross, ['jung', 'alt'], ['Ja', 'Nein'])).toEqual({
      categories: ['jung', 'alt'],
      series: [
        { label: 'Ja', values: [6, 1] },
        { label: 'Nein', values: [2, 4] },
      ],
    });
    expect(groupedBarsOf({})).toEqual({ categories: [], series: [] });
  });
});

describe('chart layout helpers', () => {
  it('cuts long axis labels and grows the chart with its bars', () => {
    expect(axisLabel('kurz')).toBe('kurz');
    expect(axisLabel('Wochenmarkt am Samstag auf dem Marktplatz', 20)).toBe('Wochenmarkt am Sams…');
    const small = chartHeight({ categories: ['a', 'b'], series: [{ label: 's', values: [1, 2] }] });
    const grouped = chartHeight({ categories: ['a', 'b'], series: [1, 2, 3].map((n) => ({ label: `${n}`, values: [n, n] })) });
    expect(grouped).toBeGreaterThan(small);
  });
});
