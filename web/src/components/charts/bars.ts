/** What a bar chart and its table show: counts per category, one series or several side by side. */
export interface BarSeries {
  label: string;
  /** one value per category, in the categories' order */
  values: number[];
}

export interface BarData {
  categories: string[];
  series: BarSeries[];
}

/**
 * Bar colours in series order: each has at least 3:1 contrast against the white card (WCAG 1.4.11), and
 * neighbours differ in lightness, so grouped bars stay apart without colour vision.
 */
export const BAR_COLOURS = ['#24695c', '#003a61', '#b35c00', '#6f3f99', '#a4262c', '#4d6b00', '#005f8f', '#6b4f2a'];

export const barColour = (index: number) => BAR_COLOURS[index % BAR_COLOURS.length];

/**
 * Keys in the given order (the answers as the survey lists them; JSON objects need not keep theirs), then any
 * the order does not name.
 */
function ordered(keys: string[], order: readonly string[] = []): string[] {
  const known = order.filter((key) => keys.includes(key));
  return [...known, ...keys.filter((key) => !known.includes(key))];
}

/** Counts keyed by text (as the API answers them) as one series over those texts. */
export function barsOf(counts: Record<string, number>, seriesLabel: string, order?: readonly string[]): BarData {
  const categories = ordered(Object.keys(counts), order);
  return { categories, series: [{ label: seriesLabel, values: categories.map((c) => counts[c]) }] };
}

/**
 * A cross table keyed by row text, then column text, as grouped bars: a group per row, a bar (series) per
 * column. Every row names the same columns.
 */
export function groupedBarsOf(
  cross: Record<string, Record<string, number>>,
  rowOrder?: readonly string[],
  columnOrder?: readonly string[],
): BarData {
  const categories = ordered(Object.keys(cross), rowOrder);
  const columns = ordered(categories.length > 0 ? Object.keys(cross[categories[0]]) : [], columnOrder);
  return { categories, series: columns.map((label) => ({ label, values: categories.map((row) => cross[row][label] ?? 0) })) };
}

/** A long answer cut for an axis label (the table beside the chart has it in full). */
export function axisLabel(text: string, max = 28): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Height of a horizontal bar chart in px: room for every bar, so long answer lists do not squash. */
export function chartHeight({ categories, series }: BarData): number {
  const perGroup = Math.max(36, series.length * 16 + 16);
  return Math.min(1200, 56 + categories.length * perGroup + (series.length > 1 ? 40 : 0));
}
