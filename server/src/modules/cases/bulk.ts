import type { Kysely } from 'kysely';
import { caseStateLabel, type Case, type CaseBulkAction, type CaseBulkOutcome, type CaseBulkResult } from '@contracts/case.js';
import type { Database } from '../../db/schema.js';
import { hasRight } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import type { FileDisposal } from '../files/index.js';
import { loadCase, setPublishedOnMap } from './service.js';
import type { CaseLinks } from './status-link.js';
import { setCaseState } from './transitions.js';
import { updateCase } from './update.js';

const BULK_MESSAGES = {
  assigneeRequired: 'Bitte wählen Sie aus, wem die Fälle zugewiesen werden sollen.',
  stateRequired: 'Bitte wählen Sie den neuen Status.',
  unchanged: 'Unverändert: Der Fall war schon so.',
};

/** One case's change: the single action's own function, so protocol, mails and counters are those of one case. */
type CaseChange = (id: number) => Promise<Case>;

interface BulkPlan {
  change: CaseChange;
  /** whether the case already is as the action would make it */
  isAlready: (before: Case) => boolean;
  done: (after: Case) => string;
}

function planOf(db: Kysely<Database>, files: FileDisposal, user: AuthUser, input: CaseBulkAction, links: CaseLinks): BulkPlan {
  switch (input.action) {
    case 'assign': {
      const assigneeId = input.assigneeId;
      if (assigneeId === undefined) throw badRequest(BULK_MESSAGES.assigneeRequired, 'ASSIGNEE_REQUIRED');
      return {
        change: (id) => updateCase(db, files, user, id, { assigneeId }, links),
        isAlready: (before) => before.assigneeId === assigneeId,
        done: (after) => (after.assignee ? `Zugewiesen an ${after.assignee.fullname}.` : 'Zuweisung aufgehoben.'),
      };
    }
    case 'state': {
      const state = input.state;
      if (state === undefined) throw badRequest(BULK_MESSAGES.stateRequired, 'STATE_REQUIRED');
      return {
        change: (id) => setCaseState(db, user, id, state, links),
        isAlready: (before) => before.state === state,
        done: (after) => `Status geändert: ${caseStateLabel(after.state)}.`,
      };
    }
    case 'publish':
    case 'unpublish': {
      if (!hasRight(user, 'PUBLISH_CASES_TO_MAP')) throw forbidden();
      const published = input.action === 'publish';
      return {
        change: (id) => setPublishedOnMap(db, user, id, published),
        isAlready: (before) => before.publishedOnMap === published,
        done: () => (published ? 'Auf der Internetkarte veröffentlicht.' : 'Von der Internetkarte entfernt.'),
      };
    }
  }
}

/** A refusal of the single action is this case's answer; anything else is a fault of the whole request. */
function outcomeOfError(id: number, error: unknown): CaseBulkOutcome {
  if (!(error instanceof AppError)) throw error;
  return { id, outcome: error.statusCode === 404 ? 'NOT_FOUND' : 'REFUSED', message: error.message };
}

/**
 * POST /api/case/bulk: the single action on each case in turn, each in a transaction of its own, so every case
 * gets the protocol entry, mails and counters the single action gives it and a refusal stops no other case. A
 * case outside the caller's view answers NOT_FOUND like one that does not exist.
 */
export async function bulkChangeCases(
  db: Kysely<Database>,
  files: FileDisposal,
  user: AuthUser,
  input: CaseBulkAction,
  links: CaseLinks,
): Promise<CaseBulkResult> {
  const plan = planOf(db, files, user, input, links);
  const results: CaseBulkOutcome[] = [];
  for (const id of input.caseIds) {
    try {
      const before = await loadCase(db, user, id);
      if (plan.isAlready(before)) results.push({ id, outcome: 'UNCHANGED', message: BULK_MESSAGES.unchanged });
      else results.push({ id, outcome: 'DONE', message: plan.done(await plan.change(id)) });
    } catch (error) {
      results.push(outcomeOfError(id, error));
    }
  }
  return { results, done: results.filter((r) => r.outcome === 'DONE').length };
}
