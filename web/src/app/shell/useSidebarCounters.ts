import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { useCaseStats } from '../../components/case/useCaseStats.js';
import { logFailure } from '../../components/useLoaded.js';
import { caseStatsVersion } from '../../session/caseStats.js';
import { currentUser } from '../../session/session.js';

/** The sidebar's case counters (all, open, rejected). */
export interface CaseCounters {
  all: number;
  open: number;
  rejected: number;
}

const NONE: CaseCounters = { all: 0, open: 0, rejected: 0 };

/**
 * The counters for users who may see cases (0 for the others), read again on every navigation and whenever a
 * screen reports changed counters (caseStatsVersion), so they follow the case screens.
 */
export function useSidebarCounters(): CaseCounters {
  useSignals();
  const mayViewCases = currentUser.value?.allRights.includes('VIEW_CASES') ?? false;
  const [location] = useLocation();
  const version = caseStatsVersion.value;
  const stats = useCaseStats({ round: mayViewCases ? `${location}#${version}` : null, report: logFailure });
  return mayViewCases && stats ? { all: stats.all, open: stats.open, rejected: stats.rejected } : NONE;
}
