import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../platform/files.js';
import { resolveMapping } from './mapping.js';
import { fetchPhoto } from './photos.js';
import { allRequests, type Open311Source } from './source.js';
import { importRequest } from './write.js';

export interface ImportOptions {
  source: Open311Source;
  tenantId: number;
  /** the parsed mapping file (mapping.ts) */
  mapping: unknown;
  /** requests created from then on (ms since the epoch) */
  since: number;
  dryRun: boolean;
  storage: FileStorage;
}

/** What an import did, for its closing summary. */
export interface ImportSummary {
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  /** reason → count */
  skipped: Record<string, number>;
  /** their service codes that went to the fallback category → count */
  unmappedServices: Record<string, number>;
  photos: { stored: number; failed: Record<string, number> };
}

export type ImportProgress = { phase: 'reading'; readUpTo: number; found: number } | { phase: 'writing'; done: number; total: number };

const count = (tally: Record<string, number>, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};

/**
 * `npm run import-open311`: reads every request of another Open311 server since a date and brings it into a
 * tenant. Re-running continues where an interrupted run stopped and follows status changes, since each case keeps
 * the source and its id there. A dry run reads and maps everything and writes nothing.
 */
export async function importOpen311(
  db: Kysely<Database>,
  options: ImportOptions,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<ImportSummary> {
  const mapping = await resolveMapping(db, options.tenantId, options.mapping);
  const requests = await allRequests(options.source, options.since, Date.now() + 60_000, (readUpTo, found) =>
    onProgress({ phase: 'reading', readUpTo, found }),
  );
  const summary: ImportSummary = {
    read: requests.length,
    imported: 0,
    updated: 0,
    unchanged: 0,
    skipped: {},
    unmappedServices: {},
    photos: { stored: 0, failed: {} },
  };
  const host = options.source.baseUrl.host;
  const target = {
    tenantId: options.tenantId,
    source: options.source.baseUrl.href.replace(/\/+$/, ''),
    sourceName: host,
    mapping,
    dryRun: options.dryRun,
    photo: async (mediaUrl: string) => {
      const fetched = await fetchPhoto(db, options.storage, host, options.tenantId, mediaUrl);
      if ('name' in fetched) summary.photos.stored++;
      return fetched;
    },
    photoFailed: (_request: unknown, reason: string) => count(summary.photos.failed, reason),
  };
  for (const [i, request] of requests.entries()) {
    const outcome = await importRequest(db, target, request);
    if (outcome.kind === 'skipped') count(summary.skipped, outcome.reason);
    else summary[outcome.kind]++;
    if (outcome.kind === 'imported' && outcome.unmappedService !== null) count(summary.unmappedServices, outcome.unmappedService);
    onProgress({ phase: 'writing', done: i + 1, total: requests.length });
  }
  return summary;
}
