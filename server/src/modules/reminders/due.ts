import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { constant } from '../../db/values.js';

const DAY_MS = 86_400_000;

export interface DueCase {
  id: number;
  caseNumber: number | null;
  description: string;
  deadline: string;
}

export interface Assignee {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  cases: DueCase[];
}

/**
 * Per assignee of the tenant, the open cases whose deadline has passed or comes within `daysAhead` days, the most
 * urgent first. Only accounts that can log in (released, active) and have not declined the digest.
 */
export async function dueCasesByAssignee(db: Kysely<Database>, tenantId: number, daysAhead: number, nowMs: number): Promise<Assignee[]> {
  const rows = await db
    .selectFrom('defectCase')
    .innerJoin('appUser', 'appUser.id', 'defectCase.assigneeId')
    .select([
      'defectCase.id',
      'defectCase.caseNumber',
      'defectCase.description',
      'defectCase.stateChangedDeadline as deadline',
      'appUser.id as userId',
      'appUser.email',
      'appUser.firstname',
      'appUser.lastname',
    ])
    .where('defectCase.tenantId', '=', tenantId)
    .where('defectCase.isOpen', '=', constant(1))
    .where('defectCase.reachable', '!=', constant(0))
    .where('defectCase.stateChangedDeadline', 'is not', null)
    .where('defectCase.stateChangedDeadline', '<=', new Date(nowMs + daysAhead * DAY_MS).toISOString())
    .where('appUser.remindersOptOut', '=', 0)
    .where('appUser.status', '=', 1)
    .where('appUser.active', '=', 1)
    .orderBy('defectCase.stateChangedDeadline')
    .orderBy('defectCase.id')
    .execute();
  const byUser = new Map<number, Assignee>();
  for (const row of rows) {
    const assignee = byUser.get(row.userId) ?? {
      id: row.userId,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      cases: [],
    };
    assignee.cases.push({ id: row.id, caseNumber: row.caseNumber, description: row.description, deadline: row.deadline! });
    byUser.set(row.userId, assignee);
  }
  return [...byUser.values()];
}
