import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { addCategory, addTag } from './test-fixtures.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(() => t.close());

it('smoke', async () => {
  const muster = t.ids.tenants.musterstadt;
  const cat = await addCategory(t.db, muster, 'Straßen', t.ids.users[ACCOUNTS.musterAdmin]);
  const tag = await addTag(t.db, cat, 'Schlaglöcher', t.ids.users[ACCOUNTS.musterClerk]);
  let r = await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/case', payload: { description: 'Loch', categoryId: cat, categoryTagId: tag, latitude: 52.2, longitude: 13.4 } });
  console.log(r.statusCode, r.body);
  const id = r.json().id;
  r = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${id}`, payload: { description: 'Loch 2', stateChangedDeadline: '2099-01-01' } });
  console.log(r.statusCode, r.body);
  r = await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: `/api/case/${id}/note`, payload: { description: 'Hallo', type: 'ANSWER' } });
  console.log(r.statusCode, r.body);
  r = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${id}/state/FINISHED` });
  console.log(r.statusCode, r.body.slice(0, 200));
  r = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case?state=open` });
  console.log(r.statusCode, r.body);
  r = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/stats` });
  console.log(r.statusCode, r.body);
  r = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${id}/protocol` });
  console.log(r.statusCode, r.body);
  r = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/deadline-cases` });
  console.log(r.statusCode, r.body);
  console.log((await t.flushMails()).map(m => [m.to, m.subject]));
  expect(1).toBe(1);
});
