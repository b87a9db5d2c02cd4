import { lazy, type ComponentType } from 'react';

/**
 * A chart appears 500 ms after its screen (docs/product/dashboard.md#cases-chart); Chart.js is fetched meanwhile, in
 * its own chunk.
 */
export const CHART_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chart component loaded lazily (with Chart.js) and shown no sooner than the chart delay. */
export function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => (await Promise.all([load(), delay(CHART_DELAY_MS)]))[0]);
}
