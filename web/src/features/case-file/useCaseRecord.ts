import { useCallback } from 'react';
import type { Case } from '@contracts/case.js';
import { logFailure, useLoaded } from '../../components/useLoaded.js';
import { api } from '../../session/session.js';

export type CaseRecord = { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'ready'; case: Case };

/**
 * The case of /edit-case (null: the address names no case). Load errors are only logged
 * (docs/product/cases.md#error-messages); a 404 (unknown, or not visible to this user) is told apart so the screen can
 * say so.
 */
export function useCaseRecord(caseId: number | null) {
  const loaded = useLoaded(() => api.cases.get(caseId!), caseId, logFailure);
  const record: CaseRecord =
    loaded.state === 'ready'
      ? { state: 'ready', case: loaded.value }
      : loaded.state === 'idle' || (loaded.state === 'failed' && loaded.status === 404)
        ? { state: 'notFound' }
        : { state: loaded.state };

  /** the case as a call answered it */
  const { update: change } = loaded;
  const update = useCallback((next: Case) => change(() => next), [change]);

  /** reads the case again after a change elsewhere (a note can move a new case into progress) */
  const refresh = useCallback(async () => {
    try {
      update(await api.cases.get(caseId!));
    } catch (error) {
      console.error(error);
    }
  }, [caseId, update]);

  return { record, update, refresh };
}
