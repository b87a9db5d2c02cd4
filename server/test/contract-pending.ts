/**
 * Calls of the specification (section 7 of both documents) that the server does not serve yet, each naming
 * the issue that adds it. The contract-coverage test fails for a call missing from the server and from this
 * list, and for an entry here that the server already serves: each issue removes its entries as it lands.
 * Paths are written as in the specification (`{id}`); parameter names do not matter.
 */
export interface PendingCall {
  method: string;
  path: string;
  issue: number;
}

export const PENDING: PendingCall[] = [
  // issue 4: cases, categories, subcategories, dashboard

  // issue 5: public frames, routing by boundary
  { method: 'GET', path: '/api/case/map', issue: 5 },
  { method: 'GET', path: '/api/tenant/apikey/{apiKey}', issue: 5 },
  { method: 'GET', path: '/api/category/coordinates/{lng}/{lat}', issue: 5 },

  // issue 6: citizen information, information categories, surveys
  { method: 'GET', path: '/api/buergerinfo/survey/dashboard', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/survey/{id}/question/{qid}/votes', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/survey/{id}/question1/{q1}/question2/{q2}/votes', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/survey/{id}/answers', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/survey', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/survey/{id}', issue: 6 },
  { method: 'PUT', path: '/api/buergerinfo/survey/{id}', issue: 6 },
  { method: 'DELETE', path: '/api/buergerinfo/survey/{id}', issue: 6 },
  { method: 'POST', path: '/api/buergerinfo/survey', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/category', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/category/{id}', issue: 6 },
  { method: 'PUT', path: '/api/buergerinfo/category/{id}', issue: 6 },
  { method: 'DELETE', path: '/api/buergerinfo/category/{id}', issue: 6 },
  { method: 'POST', path: '/api/buergerinfo/category', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/category/tenant/{tenantId}', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/info', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/info/{id}', issue: 6 },
  { method: 'PUT', path: '/api/buergerinfo/info/{id}', issue: 6 },
  { method: 'DELETE', path: '/api/buergerinfo/info/{id}', issue: 6 },
  { method: 'POST', path: '/api/buergerinfo/info', issue: 6 },
  { method: 'PATCH', path: '/api/buergerinfo/info/{id}/status/DRAFT', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/info/{id}/generate-qr', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/types', issue: 6 },
  { method: 'GET', path: '/api/buergerinfo/info/types', issue: 6 },
  { method: 'GET', path: '/api/role/variable-right/APPROVE/biscategory/{categoryId}', issue: 6 },

  // issue 7: promotions, correspondents, newsletter block list, broadcast
  { method: 'GET', path: '/api/promotion', issue: 7 },
  { method: 'GET', path: '/api/promotion/{id}', issue: 7 },
  { method: 'PUT', path: '/api/promotion/{id}', issue: 7 },
  { method: 'DELETE', path: '/api/promotion/{id}', issue: 7 },
  { method: 'POST', path: '/api/promotion', issue: 7 },
  { method: 'GET', path: '/api/correspondent', issue: 7 },
  { method: 'GET', path: '/api/correspondent/{id}', issue: 7 },
  { method: 'PUT', path: '/api/correspondent/{id}', issue: 7 },
  { method: 'POST', path: '/api/correspondent', issue: 7 },
  { method: 'GET', path: '/api/newsletter', issue: 7 },
  { method: 'POST', path: '/api/tenant/broadcast', issue: 7 },
  { method: 'POST', path: '/api/tenant/broadcast/test', issue: 7 },
];

/** Calls the specification names that are deliberately not served, with the reason. */
export const NOT_IMPLEMENTED: { method: string; path: string; reason: string }[] = [
  {
    method: 'DELETE',
    path: '/api/tenants/{id}',
    reason:
      'The specification names it as an unused call: no screen deletes a tenant, and removing a municipality with all its cases and users is not an action the back office offers.',
  },
];
