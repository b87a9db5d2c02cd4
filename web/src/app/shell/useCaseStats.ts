import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { caseStatsVersion } from '../../session/caseStats.js';
import { api, currentUser } from '../../session/session.js';

/** The sidebar's case counters (all, open, rejected). */
export interface CaseCounters {
  all: number;
  open: number;
  rejected: number;
}

const NONE: CaseCounters = { all: 0, open: 0, rejected: 0 };

/**
 * GET /api/case/stats for users who may see cases (0 for the others), read again on every navigation and
 * whenever a screen reports changed counters (caseStatsVersion), so they follow the case screens.
 */
export function useCaseStats(): CaseCounters {
  useSignals();
  const mayViewCases = currentUser.value?.allRights.includes('VIEW_CASES') ?? false;
  const [location] = useLocation();
  const version = caseStatsVersion.value;
  const [counters, setCounters] = useState(NONE);

  useEffect(() => {
    if (!mayViewCases) return;
    let current = true;
    api.cases.stats().then(
      (stats) => {
        if (current) setCounters({ all: stats.all, open: stats.open, rejected: stats.rejected });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [mayViewCases, location, version]);

  return mayViewCases ? counters : NONE;
}
