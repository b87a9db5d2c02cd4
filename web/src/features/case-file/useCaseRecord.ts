import { useCallback, useEffect, useState } from 'react';
import type { Case } from '@contracts/case.js';
import { ApiError } from '../../api/http.js';
import { api } from '../../session/session.js';

export type CaseRecord = { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'ready'; case: Case };

/**
 * The case of /edit-case. Load errors are only logged (specification §8); a 404 (unknown, or not visible
 * to this user) is told apart so the screen can say so.
 */
export function useCaseRecord(caseId: number) {
  const [record, setRecord] = useState<CaseRecord>({ state: 'loading' });

  useEffect(() => {
    if (caseId <= 0) {
      setRecord({ state: 'notFound' });
      return;
    }
    let current = true;
    setRecord({ state: 'loading' });
    api.cases.get(caseId).then(
      (loaded) => {
        if (current) setRecord({ state: 'ready', case: loaded });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setRecord({ state: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [caseId]);

  /** the case as a call answered it */
  const update = useCallback((next: Case) => setRecord({ state: 'ready', case: next }), []);

  /** reads the case again after a change elsewhere (a note can move a new case into progress) */
  const refresh = useCallback(async () => {
    try {
      update(await api.cases.get(caseId));
    } catch (error) {
      console.error(error);
    }
  }, [caseId, update]);

  return { record, update, refresh };
}
