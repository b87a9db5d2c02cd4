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
 * The entries in the given order of keys (the answers as the survey lists them; JSON objects need not keep
 * theirs), then any the order does not name.
 */
function ordered<T>(record: Record<string, T>, order: readonly string[] = []): [string, T][] {
  const entries = Object.entries(record);
  const known = order.flatMap((key) => entries.filter(([entryKey]) => entryKey === key));
  return [...known, ...entries.filter(([key]) => !order.includes(key))];
}

/** Counts keyed by text (as the API answers them) as one series over those texts. */
export function barsOf(counts: Record<string, number>, seriesLabel: string, order?: readonly string[]): BarData {
  const entries = ordered(counts, order);
  return { categories: entries.map(([text]) => text), series: [{ label: seriesLabel, values: entries.map(([, count]) => count) }] };
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
  const rows = ordered(cross, rowOrder);
  const [firstRow] = rows;
  const columns = ordered(firstRow ? firstRow[1] : {}, columnOrder).map(([label]) => label);
  return {
    categories: rows.map(([text]) => text),
    series: columns.map((label) => ({ label, values: rows.map(([, counts]) => counts[label] ?? 0) })),
  };
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
