import { sql } from 'kysely';
import type { Db } from '../../src/db/kysely.js';
import type { Database } from '../../src/db/schema.js';
import { ACCOUNTS } from '../app.js';
import { uploadedPng } from '../images.js';
import type { SecurityApp } from './harness.js';

/**
 * The access matrix: every route whose path names a record is called by every demo role that is
 * not super admin with the id of a record of a tenant outside the role's scope. The tables below say where
 * such a record is found; a route whose path is in neither table fails the suite, so a new route gets its
 * entry when it is added.
 */

type Row = Record<string, string | number>;
export type RecordRef = readonly [table: keyof Database, key: string];

export interface IdSource {
  /** the record each path parameter names (table and key column), compared before and after the call */
  records: Record<string, RecordRef>;
  /** values for the path's parameters naming records of these tenants, or undefined when they have none */
  find(db: Db, tenants: readonly number[]): Promise<Row | undefined>;
  /** values of path parameters that name no record of a tenant (a right of the catalogue) */
  fixed?: Row;
}

type TenantOwned =
  | 'appUser'
  | 'role'
  | 'defectCase'
  | 'category'
  | 'categoryTag'
  | 'infoCategory'
  | 'citizenInfo'
  | 'survey'
  | 'correspondent'
  | 'answerTemplate';

/** A record of a table with a tenantId column, named by the path parameter `param`. */
const owned = (table: TenantOwned, param = 'id'): IdSource => ({
  records: { [param]: [table, 'id'] },
  async find(db, tenants) {
    const row = await db.selectFrom(table).select('id').where('tenantId', 'in', tenants).orderBy('id').executeTakeFirst();
    return row && { [param]: row.id };
  },
});

const tenant = (param: string): IdSource => ({
  records: { [param]: ['tenant', 'id'] },
  find: async (_db, tenants) => ({ [param]: tenants[0]! }),
});

/** A stored file; a public image is anyone's to see, so the read routes are checked with an internal one. */
const file = (internal: boolean): IdSource => ({
  records: { name: ['file', 'name'] },
  async find(db, tenants) {
    const row = await db
      .selectFrom('file')
      .select('name')
      .where('tenantId', 'in', tenants)
      .where('internal', '=', internal ? 1 : 0)
      .orderBy('id')
      .executeTakeFirst();
    return row && { name: row.name };
  },
});

/** Keyed by the route's path up to its last record parameter (see recordPath). */
export const ID_SOURCES: Record<string, IdSource> = {
  '/api/user/:id': owned('appUser'),
  '/api/user/tenant/:tenantId': tenant('tenantId'),
  '/api/tenant/:id': tenant('id'),
  '/files/upload/:name': file(false),
  '/files/upload/internal/:name': file(true),
  '/files/link/:name': file(true),
  '/files/images/:name': file(true),
  '/files/:name': file(true),
  '/files/thumbnails/:name': file(true),
  '/api/role/:id': owned('role'),
  '/api/role/tenant/:tenantId': tenant('tenantId'),
  '/api/role/variableRights/:tenantId': tenant('tenantId'),
  '/api/role/:id/right/:right': { ...owned('role'), fixed: { right: 'VIEW_CASES' } },
  '/api/role/:id/variable-right/:variableRightId': {
    records: { id: ['role', 'id'], variableRightId: ['variableRight', 'id'] },
    find: (db, tenants) =>
      db
        .selectFrom('role')
        .innerJoin('variableRight', 'variableRight.tenantId', 'role.tenantId')
        .select(['role.id as id', 'variableRight.id as variableRightId'])
        .where('role.tenantId', 'in', tenants)
        .orderBy('role.id')
        .orderBy('variableRight.id')
        .executeTakeFirst(),
  },
  '/api/role/variable-right/:basicRight/biscategory/:categoryId': owned('infoCategory', 'categoryId'),
  '/api/case/:id': owned('defectCase'),
  '/api/case/tenant/:tenantId': tenant('tenantId'),
  '/api/case/toAdmin/:id': owned('defectCase'),
  '/api/case/:id/note/:noteId': {
    records: { id: ['defectCase', 'id'], noteId: ['caseNote', 'id'] },
    find: (db, tenants) =>
      db
        .selectFrom('caseNote')
        .innerJoin('defectCase', 'defectCase.id', 'caseNote.caseId')
        .select(['caseNote.caseId as id', 'caseNote.id as noteId'])
        .where('defectCase.tenantId', 'in', tenants)
        .orderBy('caseNote.id')
        .executeTakeFirst(),
  },
  '/api/tenant/:id/forwarding/:endpointId': {
    records: { id: ['tenant', 'id'], endpointId: ['forwardingEndpoint', 'id'] },
    // the demo data forwards nothing: a tenant outside the caller's scope gets an endpoint for the call to be refused
    async find(db, tenants) {
      const existing = await db
        .selectFrom('forwardingEndpoint')
        .select(['tenantId as id', 'id as endpointId'])
        .where('tenantId', 'in', tenants)
        .orderBy('id')
        .executeTakeFirst();
      if (existing) return existing;
      const row = await db
        .insertInto('forwardingEndpoint')
        .values({
          tenantId: tenants[0]!,
          name: 'Bauhof',
          baseUrl: 'https://bauhof.example/open311/v2',
          serviceCode: '1',
          shareEmail: 0,
          answerReporter: 0,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: tenants[0]!, endpointId: row.id };
    },
  },
  '/api/category/:id': owned('category'),
  '/api/category/tenant/:tenantId': tenant('tenantId'),
  '/api/tag/:id': owned('categoryTag'),
  '/api/answer-template/:id': owned('answerTemplate'),
  '/api/buergerinfo/category/:id': owned('infoCategory'),
  '/api/buergerinfo/category/tenant/:tenantId': tenant('tenantId'),
  '/api/buergerinfo/info/:id': owned('citizenInfo'),
  '/api/buergerinfo/survey/:id': owned('survey'),
  '/api/buergerinfo/survey/:id/question/:qid': {
    records: { id: ['survey', 'id'], qid: ['surveyQuestion', 'id'] },
    find: (db, tenants) =>
      db
        .selectFrom('surveyQuestion')
        .innerJoin('survey', 'survey.id', 'surveyQuestion.surveyId')
        .select(['survey.id as id', 'surveyQuestion.id as qid'])
        .where('survey.tenantId', 'in', tenants)
        .orderBy('surveyQuestion.id')
        .executeTakeFirst(),
  },
  '/api/buergerinfo/survey/:id/question1/:q1/question2/:q2': {
    records: { id: ['survey', 'id'], q1: ['surveyQuestion', 'id'], q2: ['surveyQuestion', 'id'] },
    find: (db, tenants) =>
      db
        .selectFrom('surveyQuestion as first')
        .innerJoin('surveyQuestion as second', (join) =>
          join.onRef('second.surveyId', '=', 'first.surveyId').onRef('second.id', '>', 'first.id'),
        )
        .innerJoin('survey', 'survey.id', 'first.surveyId')
        .select(['survey.id as id', 'first.id as q1', 'second.id as q2'])
        .where('survey.tenantId', 'in', tenants)
        .orderBy('first.id')
        .orderBy('second.id')
        .executeTakeFirst(),
  },
  // super admins only, but the records belong to a tenant: the matrix expects 403 for everyone else
  '/api/correspondent/:id': owned('correspondent'),
};

export interface Exemption {
  /** public: no session decides access; superAdmin: answers 403 to every other caller (checked) */
  kind: 'public' | 'superAdmin';
  reason: string;
}

/** Routes that name a record but are not scoped by the caller's tenant, keyed like ID_SOURCES. */
export const EXEMPT: Record<string, Exemption> = {
  '/api/tenant/apikey/:apiKey': {
    kind: 'public',
    reason: 'the public frames look their tenant up by its API key; the key is the credential',
  },
  '/api/public/case-status/:token': {
    kind: 'public',
    reason: "a reporter's status page; the private token of the status link is the credential",
  },
  '/api/public/buergerinfo/:id': {
    kind: 'public',
    reason: 'published citizen information for the apps, scoped by the API key, not by a session',
  },
  '/api/public/survey/:id': { kind: 'public', reason: 'published surveys for the apps, scoped by the API key, not by a session' },
  '/info/:id': { kind: 'public', reason: 'the short link of a QR code to published citizen information' },
  '/open311/v2/services/:service_code': {
    kind: 'public',
    reason: 'Open311 GeoReport v2 is public by definition (jurisdiction_id, no session)',
  },
  '/open311/v2/requests/:service_request_id': {
    kind: 'public',
    reason: 'Open311 GeoReport v2 is public by definition (jurisdiction_id, no session)',
  },
  '/api/promotion/:id': { kind: 'superAdmin', reason: 'promotions are areas of the platform, no tenant owns them' },
  '/api/newsletter/:id': { kind: 'superAdmin', reason: 'the blocked addresses of broadcasts are platform-wide' },
  '/api/device/:id': {
    kind: 'superAdmin',
    reason: "a citizen's device is no tenant's; only super users block it (the demo's only super user is the super admin)",
  },
};

export interface MatrixCaller {
  name: string;
  account: string;
  /** demo tenants outside the caller's scope, where the foreign records are looked for */
  foreign: readonly string[];
}

/** Every demo role that can log in, except the super admin (whose scope is every tenant). */
export const CALLERS: MatrixCaller[] = [
  { name: 'Support of Bürgerportal Betrieb', account: ACCOUNTS.support, foreign: ['musterstadt'] },
  { name: 'admin of Musterstadt', account: ACCOUNTS.musterAdmin, foreign: ['beispieldorf', 'betrieb'] },
  { name: 'clerk of Musterstadt', account: ACCOUNTS.musterClerk, foreign: ['beispieldorf', 'betrieb'] },
  { name: 'admin of Beispieldorf', account: ACCOUNTS.dorfAdmin, foreign: ['musterstadt', 'betrieb'] },
];

/**
 * Shapes the demo data for the matrix before the callers' first request (their rights, modules and scope are
 * kept once loaded):
 * - Musterstadt leaves Bürgerportal Betrieb's care, so the Support account (TENANT_INDEPENDENCE over Betrieb's
 *   customers) has a customer outside its scope with records of every kind;
 * - Beispieldorf books the citizen information module, so its admin passes the module check and the tenant
 *   scope is what answers for Musterstadt's citizen information, surveys and their categories;
 * - Musterstadt and Beispieldorf get an internal file each (the demo has only public photos).
 */
export async function prepareMatrix(t: SecurityApp): Promise<void> {
  await t.db.updateTable('tenant').set({ parentId: null }).where('id', '=', t.ids.tenants.musterstadt!).execute();
  await t.db
    .insertInto('tenantModule')
    .values({ tenantId: t.ids.tenants.beispieldorf!, module: 'BUERGERINFO', purchased: 1, visible: 0 })
    .execute();
  await uploadedPng(t, ACCOUNTS.musterAdmin, true);
  await uploadedPng(t, ACCOUNTS.dorfAdmin, true);
  for (const caller of CALLERS) await t.send({ as: caller.account, method: 'GET', url: '/api/user/me' });
}

const tableNames = new WeakMap<Db, Promise<string[]>>();
const tablesOf = (db: Db) => {
  if (!tableNames.has(db))
    tableNames.set(
      db,
      db.introspection.getTables().then((tables) => tables.map((table) => table.name).sort()),
    );
  return tableNames.get(db)!;
};

/** The rows a call names, and how many rows every table holds: a refused call changes neither. */
export async function snapshot(db: Db, records: { ref: RecordRef; value: string | number }[]) {
  const rows = await Promise.all(
    records.map(({ ref: [table, key], value }) => db.selectFrom(table).selectAll().where(sql.ref(key), '=', value).execute()),
  );
  const counts = await sql<{ name: string; n: number | string }>`${sql.join(
    (await tablesOf(db)).map((name) => sql`select ${sql.lit(name)} as name, count(*) as n from ${sql.table(name)}`),
    sql` union all `,
  )}`.execute(db);
  return { rows, counts: Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)])) };
}
