import type { Kysely } from 'kysely';
import { caseStateLabel, type CaseExportQuery } from '@contracts/case.js';
import { streamingReader, type RowOf } from '../../db/kysely.js';
import { constant } from '../../db/values.js';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth.js';
import { downloadFileName } from '../../platform/download-name.js';
import { joinedCases } from './dto.js';
import { exportColumns, type ExportedCase } from './export-columns.js';
import { exportFile, type ExportFile } from './export-files.js';
import { listParams, orderedCases } from './list.js';
import { caseVisibility } from './visibility.js';

/** Rows fetched from the database at a time: enough to keep it busy, few enough to keep memory flat. */
const BATCH_ROWS = 500;

const FILTER_NAMES: Record<string, string> = {
  all: 'alle',
  open: 'offene',
  closed: 'geschlossene',
  'my-open': 'meine-offenen',
  'my-closed': 'meine-geschlossenen',
  'my-due': 'meine-faelligen',
  negative: 'negativ-bewertete',
};

/** `faelle-offene-2026-11-25.csv`: the filter (or the state) and the day, as the file will be found again. */
const fileName = (filter: string, extension: string): string =>
  downloadFileName(['faelle', FILTER_NAMES[filter] ?? caseStateLabel(filter)], extension);

async function* exportedCases(rows: AsyncIterable<ExportRow>): AsyncGenerator<ExportedCase> {
  for await (const row of rows) {
    yield {
      caseNumber: row.caseNumber,
      createdAt: row.createdAt,
      state: caseStateLabel(row.state),
      category: row.categoryName,
      subcategory: row.categoryTagName,
      description: row.description,
      assignee: row.assigneeLastname === null ? null : `${row.assigneeFirstname ?? ''} ${row.assigneeLastname}`.trim(),
      deadline: row.stateChangedDeadline,
      latitude: row.latitude,
      longitude: row.longitude,
      rating: row.rating,
      tenant: row.tenantName,
    };
  }
}

const exportSource = (db: Kysely<Database>) =>
  joinedCases(db).select([
    'defectCase.id',
    'defectCase.caseNumber',
    'defectCase.createdAt',
    'defectCase.state',
    'defectCase.description',
    'defectCase.stateChangedDeadline',
    'defectCase.latitude',
    'defectCase.longitude',
    'defectCase.rating',
    'tenant.name as tenantName',
    'category.name as categoryName',
    'categoryTag.name as categoryTagName',
    'assignee.firstname as assigneeFirstname',
    'assignee.lastname as assigneeLastname',
  ]);
type ExportRow = RowOf<typeof exportSource>;

/**
 * The rows of an export: read at once when they fit into one batch, which spares a small export (a search, a
 * filtered list) the cursor, its extra round trips and, on SQLite, the reader's handle; streamed otherwise, all of
 * them from the stream's own snapshot, so no row is read twice or missed.
 */
async function* smallOrStreamed<T>(firstBatch: () => Promise<T[]>, stream: () => AsyncIterable<T>): AsyncGenerator<T> {
  const rows = await firstBatch();
  if (rows.length <= BATCH_ROWS) yield* rows;
  else yield* stream();
}

/**
 * GET /api/case/export: exactly the cases the same list shows the caller (visibility, filter, tenant, search),
 * in the list's order, streamed from a database cursor into the file, so a million rows take no more memory
 * than ten. The tenant column appears for users who see more than one tenant.
 */
export async function exportCases(
  db: Kysely<Database>,
  user: AuthUser,
  query: CaseExportQuery,
): Promise<ExportFile & { fileName: string }> {
  const v = await caseVisibility(db, user);
  const params = await listParams(db, v, query);
  // built before the file starts: a bad sort answers 400, not a broken download
  const firstBatch = orderedCases(exportSource(db), v, params, query).limit(constant(BATCH_ROWS + 1));
  const all = orderedCases(exportSource(streamingReader(db)), v, params, query);
  const rows = smallOrStreamed(
    () => firstBatch.execute(),
    () => all.stream(BATCH_ROWS),
  );
  const withTenant = v.scope === 'all' || v.scope.length > 1;
  const file = exportFile(query.format, exportColumns(withTenant), exportedCases(rows));
  return { ...file, fileName: fileName(params.filter, file.extension) };
}
