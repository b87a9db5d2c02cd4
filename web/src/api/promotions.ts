import type { MessageBody, PageOf } from '@contracts/common.js';
import type { Promotion, PromotionListQuery, PromotionSave, PromotionSaved } from '@contracts/promotion.js';
import type { Http } from './http.js';

/** Promotions (super admin); sort: name, startDate, endDate. */
export const promotionApi = (http: Http) => ({
  list: (query: PromotionListQuery = {}) => http.call<PageOf<Promotion>>('GET', '/api/promotion', { query }),
  get: (id: number) => http.call<Promotion>('GET', `/api/promotion/${id}`),
  create: (promotion: PromotionSave) => http.call<PromotionSaved>('POST', '/api/promotion/', { json: promotion }),
  update: (id: number, promotion: PromotionSave) => http.call<PromotionSaved>('PUT', `/api/promotion/${id}`, { json: promotion }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/promotion/${id}`),
});
