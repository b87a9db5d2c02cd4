import type { PageOf } from '@contracts/common.js';
import type { BroadcastListQuery, BroadcastRecord, BroadcastResult, BroadcastSend } from '@contracts/broadcast.js';
import type { Http } from './http.js';

/** Broadcast (super admin). */
export const broadcastApi = (http: Http) => ({
  /** mails only the caller */
  test: (broadcast: BroadcastSend) => http.call<BroadcastResult>('POST', '/api/tenant/broadcast/test', { json: broadcast }),
  /**
   * queues one mail per non-blocked correspondent; pass the same idempotencyKey for retries of one intent
   * (e.g. created when the confirm dialog opens) so a double click or a retry queues it once
   */
  send: (broadcast: BroadcastSend, idempotencyKey?: string) =>
    http.call<BroadcastResult>('POST', '/api/tenant/broadcast', {
      json: broadcast,
      headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    }),
  /** sent broadcasts, newest first */
  history: (query: BroadcastListQuery = {}) => http.call<PageOf<BroadcastRecord>>('GET', '/api/tenant/broadcast', { query }),
});
