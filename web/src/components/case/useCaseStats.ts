import { useState } from 'react';
import type { CaseStats } from '@contracts/case.js';
import { api } from '../../session/session.js';
import { useLoaded } from '../useLoaded.js';

export interface CaseStatsOptions {
  /** the tenant whose cases are counted; without one, every case the caller sees */
  tenantId?: number;
  /** read again whenever this changes; null reads nothing */
  round: string | number | null;
  /** what a failed read does (a toast, a log line) */
  report: (error: unknown) => void;
  /** shown until the first answer (the counters kept from the last visit) */
  initial?: CaseStats | null;
}

/**
 * GET /api/case/stats, the one reader of the case counters (the case list's tiles, the sidebar): read when the
 * tenant or the round changes. Null until an answer (or `initial`); then the last answer, kept while the next one
 * is read, so the numbers do not blink on every read.
 */
export function useCaseStats({ tenantId, round, report, initial = null }: CaseStatsOptions): CaseStats | null {
  const loaded = useLoaded(() => api.cases.stats(tenantId), round === null ? null : `${tenantId ?? ''}#${round}`, report);
  const [shown, setShown] = useState(initial);
  if (loaded.state === 'ready' && loaded.value !== shown) setShown(loaded.value);
  return shown;
}
