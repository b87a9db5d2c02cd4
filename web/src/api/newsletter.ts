import type { MessageBody, PageOf } from '@contracts/common.js';
import type { BlockedAddress, BlockedAddressCreate, BlockedAddressListQuery } from '@contracts/newsletter.js';
import type { Http } from './http.js';

/** The newsletter block list (super admin); sort: createdAt (default, newest first), email. */
export const newsletterApi = (http: Http) => ({
  list: (query: BlockedAddressListQuery = {}) => http.call<PageOf<BlockedAddress>>('GET', '/api/newsletter', { query }),
  block: (address: BlockedAddressCreate) => http.call<BlockedAddress>('POST', '/api/newsletter', { json: address }),
  unblock: (id: number) => http.call<MessageBody>('DELETE', `/api/newsletter/${id}`),
});
