import type { MessageBody, PageOf } from '@contracts/common.js';
import type {
  Info,
  InfoListItem,
  InfoListQuery,
  InfoQr,
  InfoSave,
  InfoSaved,
  InfoType,
  PublicInfo,
  PublicInfoQuery,
} from '@contracts/info.js';
import type { Http } from './http.js';

export const infoApi = (http: Http) => ({
  /** the information list; default sort id DESC; sort: id, headline, type, status, createdAt, editedAt, category.name, tenant.name */
  list: (query: InfoListQuery = {}) => http.call<PageOf<InfoListItem>>('GET', '/api/buergerinfo/info', { query }),
  /** TEXT, EVENT, SURVEY, MAP_LINE, MAP_AREA */
  types: () => http.call<InfoType[]>('GET', '/api/buergerinfo/types'),
  get: (id: number) => http.call<Info>('GET', `/api/buergerinfo/info/${id}`),
  /** answers the item, whether approval was requested and the success message to show */
  create: (info: InfoSave) => http.call<InfoSaved>('POST', '/api/buergerinfo/info', { json: info }),
  update: (id: number, info: InfoSave) => http.call<InfoSaved>('PUT', `/api/buergerinfo/info/${id}`, { json: info }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/buergerinfo/info/${id}`),
  /** "Nicht mehr veröffentlichen" */
  unpublish: (id: number) => http.call<MessageBody>('PATCH', `/api/buergerinfo/info/${id}/status/DRAFT`),
  /** `link` loads the 200 px PNG in an <img>; `target` is the public page it encodes */
  qrCode: (id: number) => http.call<InfoQr>('GET', `/api/buergerinfo/info/${id}/generate-qr`),
  /** published items of the key's tenant (the municipal app and the web) */
  published: (apiKey: string, query: Omit<PublicInfoQuery, 'apiKey'> = {}) =>
    http.call<PageOf<PublicInfo>>('GET', '/api/public/buergerinfo', { query: { ...query, apiKey } }),
  publishedOne: (apiKey: string, id: number) => http.call<PublicInfo>('GET', `/api/public/buergerinfo/${id}`, { query: { apiKey } }),
});
