import { signal } from '@preact/signals-react';

/**
 * Counts changes to cases made on this page: a screen that knows the case counters moved (the case list's
 * refresh) bumps it, and whoever shows counters (the sidebar) reads them again.
 */
export const caseStatsVersion = signal(0);

export function caseStatsChanged(): void {
  caseStatsVersion.value += 1;
}
