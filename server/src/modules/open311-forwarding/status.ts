import type { FastifyBaseLogger } from 'fastify';
import { isOpenState } from '@contracts/case.js';
import { now, toBool } from '../../db/values.js';
import { ADVISORY_LOCKS } from '../../platform/advisory-lock.js';
import { requestLimited } from '../../platform/outbound.js';
import { startPeriodicJob } from '../../platform/periodic-job.js';
import { addNote, changeState, loadRecord, writeProtocol } from '../cases/index.js';
import { type ExternalRequest, parseRequests } from '../open311-import/index.js';
import { CALL_LIMITS, type ForwardingContext } from './context.js';
import { endpointCall, endpointKey } from './endpoints.js';
import type { RowOf } from '../../db/kysely.js';

/** How often the status of forwarded cases is read back. */
export const STATUS_CHECK_MS = 10 * 60_000;
/** ids per GET requests call: a short address, as servers limit its length */
const IDS_PER_CALL = 50;

const sentRows = (ctx: ForwardingContext) =>
  ctx.db
    .selectFrom('caseForwarding')
    .innerJoin('forwardingEndpoint', 'forwardingEndpoint.id', 'caseForwarding.endpointId')
    .select([
      'caseForwarding.caseId',
      'caseForwarding.recipient',
      'caseForwarding.serviceRequestId',
      'caseForwarding.remoteStatus',
      'caseForwarding.remoteNotes',
      'forwardingEndpoint.id as endpointId',
      'forwardingEndpoint.baseUrl',
      'forwardingEndpoint.jurisdictionId',
      'forwardingEndpoint.apiKeyCipher',
      'forwardingEndpoint.answerReporter',
    ])
    .where('caseForwarding.state', '=', 'SENT')
    .where((eb) => eb.or([eb('caseForwarding.remoteStatus', 'is', null), eb('caseForwarding.remoteStatus', '!=', 'closed')]));
type SentRow = RowOf<typeof sentRows>;

async function readRequests(ctx: ForwardingContext, rows: readonly SentRow[]): Promise<ExternalRequest[]> {
  const first = rows[0]!;
  const url = endpointCall(first.baseUrl, 'requests.json');
  url.searchParams.set('service_request_id', rows.map((row) => row.serviceRequestId).join(','));
  if (first.jurisdictionId) url.searchParams.set('jurisdiction_id', first.jurisdictionId);
  const apiKey = endpointKey(first, ctx.box);
  if (apiKey) url.searchParams.set('api_key', apiKey);
  const answer = await requestLimited(url, { ...CALL_LIMITS, publicOnly: { allowedHosts: ctx.allowedHosts } });
  if (answer.status !== 200) throw new Error(`${url.origin} antwortet ${answer.status}.`);
  return parseRequests(answer.body.toString('utf8'), 'json');
}

/**
 * Takes over what the receiving body changed: a protocol entry "Status von <Stelle> übernommen", their closing as
 * "Erledigt" here (with the mails a finished case sends), their note as an answer to the reporter where the
 * endpoint says so. Answers whether anything changed.
 */
async function takeOver(ctx: ForwardingContext, row: SentRow, request: ExternalRequest): Promise<boolean> {
  const notes = request.statusNotes?.trim() || null;
  if (request.status === row.remoteStatus && notes === row.remoteNotes) return false;
  await ctx.db.transaction().execute(async (trx) => {
    const record = await loadRecord(trx, row.caseId);
    const status = request.status === 'closed' ? 'erledigt' : 'offen';
    await writeProtocol(trx, row.caseId, null, [`Status von ${row.recipient} übernommen: ${status}${notes ? ` – ${notes}` : ''}`]);
    if (notes && notes !== row.remoteNotes && toBool(row.answerReporter)) await addNote(trx, record, 'ANSWER', notes, null, ctx.links);
    if (request.status === 'closed' && isOpenState(record.state)) await changeState(trx, record, 'FINISHED', null, ctx.links);
    await trx
      .updateTable('caseForwarding')
      .set({ remoteStatus: request.status, remoteNotes: notes, checkedAt: now() })
      .where('caseId', '=', row.caseId)
      .execute();
  });
  return true;
}

/** Reads the status of every forwarded case still open there, endpoint by endpoint; answers how many changed. */
export async function readStatusBack(ctx: ForwardingContext, log: FastifyBaseLogger): Promise<number> {
  const rows = await sentRows(ctx).orderBy('caseForwarding.caseId').execute();
  const byEndpoint = new Map<number, SentRow[]>();
  for (const row of rows) byEndpoint.set(row.endpointId, [...(byEndpoint.get(row.endpointId) ?? []), row]);
  let changed = 0;
  for (const endpointRows of byEndpoint.values()) {
    for (let start = 0; start < endpointRows.length; start += IDS_PER_CALL) {
      const chunk = endpointRows.slice(start, start + IDS_PER_CALL);
      try {
        const requests = new Map((await readRequests(ctx, chunk)).map((request) => [request.id, request]));
        for (const row of chunk) {
          const request = requests.get(row.serviceRequestId ?? '');
          if (request && (await takeOver(ctx, row, request))) changed++;
        }
        await ctx.db
          .updateTable('caseForwarding')
          .set({ checkedAt: now() })
          .where(
            'caseId',
            'in',
            chunk.map((row) => row.caseId),
          )
          .execute();
      } catch (error) {
        log.warn({ endpointId: chunk[0]!.endpointId, err: error }, 'reading the status of forwarded cases failed, will retry');
      }
    }
  }
  return changed;
}

/** Reads the status back every STATUS_CHECK_MS (and once at start), in one process at a time; the answer stops it. */
export function startStatusReading(ctx: ForwardingContext, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodicJob(
    ctx.db,
    {
      lock: ADVISORY_LOCKS.forwardingStatus,
      everyMs: STATUS_CHECK_MS,
      name: 'reading the status of forwarded cases',
      run: async () => {
        const changed = await readStatusBack(ctx, log);
        if (changed > 0) log.info({ changed }, 'status of forwarded cases taken over');
      },
    },
    log,
  );
}
