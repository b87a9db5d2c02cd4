import type { CaseStateValue } from '@contracts/case.js';
import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { caseLinks, changeState, loadRecord, submitCase } from '../../modules/cases/index.js';
import { testConfig } from '../../config.js';
import { demoUser, paramsOf, tenantId, type StateHandlers } from '../state-support.js';

/** The links of the provider's test configuration (mail links only). */
const PUBLIC_URL = caseLinks(testConfig());

/** The way from CREATED to each state, through the staff transitions (and the reporter's withdrawal). */
const PATH: Record<CaseStateValue, CaseStateValue[]> = {
  CREATED: [],
  IN_PROGRESS: ['IN_PROGRESS'],
  FINISHED: ['IN_PROGRESS', 'FINISHED'],
  REJECTED: ['REJECTED'],
  CANCELLED: ['CANCELLED'],
};

async function firstCategory(db: Db, tenant: number): Promise<number> {
  const category = await db.selectFrom('category').select('id').where('tenantId', '=', tenant).orderBy('id').executeTakeFirst();
  if (!category) throw new Error(`provider state needs a category of tenant ${tenant}, which the demo data no longer has`);
  return category.id;
}

/**
 * States of the case file (/create-case, /edit-case). Each interaction gets a case of its own, made through
 * the case services (so the kept counters stay in step), in the state it needs.
 */
export function caseFileStates(db: Db): StateHandlers {
  return {
    /** a category of the tenant, for a new case */
    'case file: the tenant has a category': async (parameters) => {
      const tenant = await tenantId(db, paramsOf(parameters, ['tenant']).tenant);
      return { tenantId: tenant, categoryId: await firstCategory(db, tenant) };
    },

    /**
     * A fresh case of the tenant in `state` (default CREATED). `email` makes it a public report with that
     * reporter address and a reporting device; `reporterName`, `reporterPhone` and `mediaUrl` add what an
     * Open311 client sends of the reporter; `note` adds a note written by that demo account, which with
     * `noteType` SENT_ANSWER is an answer already mailed to the reporter.
     */
    'case file: a case exists': async (parameters) => {
      const {
        tenant: tenantName,
        state = 'CREATED',
        email,
        note,
        noteType = 'NOTE',
        reporterName,
        reporterPhone,
        mediaUrl,
      } = paramsOf(parameters, ['tenant'], ['state', 'email', 'note', 'noteType', 'reporterName', 'reporterPhone', 'mediaUrl']);
      const tenant = await tenantId(db, tenantName);
      const categoryId = await firstCategory(db, tenant);
      const author = note ? (await demoUser(db, note)).id : null;
      const deviceId = email ? `pact-geraet-${email}` : null;
      // an interaction of an earlier run on this database may have blocked the reporting device
      if (deviceId) await db.deleteFrom('device').where('id', '=', deviceId).execute();
      const { id: caseId } = await submitCase(
        db,
        {
          tenantId: tenant,
          description: 'Pact: Straßenlaterne flackert vor dem Rathaus.',
          categoryId,
          categoryTagId: null,
          latitude: 52.2201,
          longitude: 13.4402,
          email: email ?? null,
          deviceId,
          reporterName,
          reporterPhone,
          mediaUrl,
          reachable: true,
          stateChangedDeadline: null,
          handoverNote: null,
          photos: [],
        },
        null,
        PUBLIC_URL,
      );
      const ids = await db.transaction().execute(async (trx): Promise<Record<string, number>> => {
        const record = await loadRecord(trx, caseId);
        for (const next of PATH[state as CaseStateValue]) await changeState(trx, record, next, null, PUBLIC_URL);
        if (author === null) return { caseId };
        const sent = noteType === 'SENT_ANSWER';
        const createdAt = now();
        const row = await trx
          .insertInto('caseNote')
          .values({
            caseId,
            type: sent ? 'ANSWER' : 'NOTE',
            description: 'Pact: Bauhof ist informiert.',
            systemGenerated: 0,
            createdBy: author,
            createdAt,
            sentAt: sent ? createdAt : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { caseId, noteId: row.id };
      });
      return { ...ids, tenantId: tenant, categoryId };
    },
  };
}
