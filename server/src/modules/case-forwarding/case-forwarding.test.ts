import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, freshApp, type TestApp } from '../../../test/app.js';
import { IN_AREA_WITHOUT_REPORTS, tenantWithoutReports } from '../../../test/tenant-without-reports.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const caseId = (key: string) => t.ids.cases[key]!;
const protocol = async (key: string) =>
  (await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', caseId(key)).execute()).map((p) => p.description);
const reachable = (as: string, id: number | string) => t.request(as, { url: '/api/case/reachable', query: { caseId: String(id) } });

describe('GET /api/case/reachable', () => {
  it("tells whether the case's municipality handles it itself, and where a forward would go", async () => {
    const handled = await reachable(ACCOUNTS.superAdmin, caseId('musterstadt:laterne'));
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({
      reachable: true,
      tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt', designationMap: { de: 'Musterstadt', en: 'Musterstadt' } },
      forwardAddress: 'faelle@musterstadt.example',
      forwardedAt: null,
    });
    expect((await reachable(ACCOUNTS.superAdmin, caseId('unreachable:beispieldorf'))).json()).toMatchObject({
      reachable: false,
      tenant: { name: 'Beispieldorf' },
      forwardAddress: 'gemeinde@beispieldorf.example',
    });
    expect((await reachable(ACCOUNTS.superAdmin, caseId('unreachable:ohne-mandant'))).json()).toEqual({
      reachable: false,
      tenant: null,
      forwardAddress: null,
      forwardedAt: null,
    });
  });

  it('answers 400 without a valid caseId, 403 for everyone but the super admin and 404 for an unknown case', async () => {
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/case/reachable' })).statusCode).toBe(400);
    expect((await reachable(ACCOUNTS.superAdmin, 'abc')).statusCode).toBe(400);
    expect((await reachable(ACCOUNTS.musterAdmin, caseId('musterstadt:laterne'))).statusCode).toBe(403);
    expect((await reachable(ACCOUNTS.support, caseId('musterstadt:laterne'))).statusCode).toBe(403);
    expect((await reachable(ACCOUNTS.superAdmin, 999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/case/toAdmin/{id}', () => {
  const forward = (as: string, id: number | string, payload: unknown) =>
    t.request(as, { method: 'POST', url: `/api/case/toAdmin/${id}`, payload: payload as object });

  it("mails the case to the municipality's address for new cases and records the forward", async () => {
    const response = await forward(ACCOUNTS.superAdmin, caseId('unreachable:beispieldorf'), {
      description: 'Bitte übernehmen Sie diese Meldung.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Der Fall wurde an die zuständige Gemeinde übermittelt.' });
    const mail = (await t.flushMails()).find(
      (m) => m.to === 'gemeinde@beispieldorf.example' && m.subject.startsWith('Weitergeleitete Meldung'),
    )!;
    expect(mail.subject).toBe('Weitergeleitete Meldung: Sonstiges');
    for (const text of ['Bitte übernehmen Sie diese Meldung.', 'Wegweiser am Radweg', 'E-Mail der meldenden Person: a.nowak@example.org']) {
      expect(mail.text).toContain(text);
    }
    expect((await reachable(ACCOUNTS.superAdmin, caseId('unreachable:beispieldorf'))).json().forwardedAt).toEqual(expect.any(String));
    expect(await protocol('unreachable:beispieldorf')).toContain('Per E-Mail an gemeinde@beispieldorf.example weitergeleitet');
  });

  it('answers 409 for a case that lies in no municipality', async () => {
    const response = await forward(ACCOUNTS.superAdmin, caseId('unreachable:ohne-mandant'), {});
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NO_MUNICIPALITY');
  });

  it('answers 400, 403 and 404', async () => {
    expect((await forward(ACCOUNTS.superAdmin, caseId('unreachable:beispieldorf'), { description: 5 })).statusCode).toBe(400);
    expect((await forward(ACCOUNTS.superAdmin, 'x', {})).statusCode).toBe(400);
    expect((await forward(ACCOUNTS.dorfAdmin, caseId('unreachable:beispieldorf'), {})).statusCode).toBe(403);
    expect((await forward(ACCOUNTS.superAdmin, 999_999, {})).statusCode).toBe(404);
  });
});

describe('POST /api/tenant/unreachable/send', () => {
  const send = (as: string, payload: unknown) =>
    t.request(as, { method: 'POST', url: '/api/tenant/unreachable/send', payload: payload as object });

  it('mails every unreachable case of the tenant, or of no tenant, to the address', async () => {
    const dorf = await send(ACCOUNTS.superAdmin, { tenantId: t.ids.tenants.beispieldorf, email: 'rathaus@beispieldorf.example' });
    expect(dorf.statusCode).toBe(200);
    expect(dorf.json()).toEqual({ message: 'Ein Fall wurde an rathaus@beispieldorf.example gesendet.', count: 1 });
    const none = await send(ACCOUNTS.superAdmin, { tenantId: null, email: 'kreis@example.org' });
    expect(none.json()).toEqual({ message: 'Ein Fall wurde an kreis@example.org gesendet.', count: 1 });
    const mails = await t.flushMails();
    expect(mails.find((m) => m.to === 'rathaus@beispieldorf.example')!.text).toContain('Wegweiser am Radweg');
    expect(mails.find((m) => m.to === 'kreis@example.org')!.text).toContain('Umgestürzter Baum');
    expect(await protocol('unreachable:ohne-mandant')).toContain('Per E-Mail an kreis@example.org weitergeleitet');

    const empty = await send(ACCOUNTS.superAdmin, { tenantId: t.ids.tenants.musterstadt, email: 'x@example.org' });
    expect(empty.json()).toEqual({ message: 'Für diesen Mandanten liegen keine unerreichbaren Fälle vor.', count: 0 });
  });

  it('answers 400 for an invalid address or tenant, 403 for everyone but the super admin, 404 for an unknown tenant', async () => {
    const invalid = await send(ACCOUNTS.superAdmin, { tenantId: t.ids.tenants.beispieldorf, email: 'kein-mail' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect((await send(ACCOUNTS.superAdmin, { tenantId: 'x', email: 'a@example.org' })).statusCode).toBe(400);
    expect((await send(ACCOUNTS.support, { tenantId: t.ids.tenants.beispieldorf, email: 'a@example.org' })).statusCode).toBe(403);
    expect((await send(ACCOUNTS.superAdmin, { tenantId: 999_999, email: 'a@example.org' })).statusCode).toBe(404);
  });
});

describe('reports inside a municipality without Mängelmelder', () => {
  const app = freshApp();
  const send = (as: string, payload: unknown) =>
    app().request(as, { method: 'POST', url: '/api/tenant/unreachable/send', payload: payload as object });

  /** a citizen's report through a frame (Musterstadt's key; the point decides the tenant) */
  async function report(description: string): Promise<number> {
    const response = await app().request(null, {
      method: 'POST',
      url: '/api/case?apiKey=demo-musterstadt',
      payload: { description, category: 'Sonstiges', ...IN_AREA_WITHOUT_REPORTS, email: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it("are forwarded together by that municipality's id, and only by it; for the super admin alone", async () => {
    const t = app();
    const infostadt = await tenantWithoutReports(t);
    const ids = [await report('Bank im Kurpark wackelt'), await report('Papierkorb am Kurpark quillt über')];

    expect((await send(ACCOUNTS.support, { tenantId: infostadt, email: 'rathaus@infostadt.example' })).statusCode).toBe(403);
    // another municipality's (and no municipality's) forwarding leaves them out
    for (const tenantId of [t.ids.tenants.beispieldorf, null]) {
      await send(ACCOUNTS.superAdmin, { tenantId, email: 'andere@example.org' });
    }
    const others = (await t.flushMails()).filter((m) => m.to === 'andere@example.org');
    expect(others).toHaveLength(2);
    expect(others.some((m) => m.text.includes('Kurpark'))).toBe(false);

    const sent = await send(ACCOUNTS.superAdmin, { tenantId: infostadt, email: 'rathaus@infostadt.example' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: '2 Fälle wurden an rathaus@infostadt.example gesendet.', count: 2 });
    const mail = (await t.flushMails()).find((m) => m.to === 'rathaus@infostadt.example')!;
    expect(mail.text).toContain('Bank im Kurpark wackelt');
    expect(mail.text).toContain('Papierkorb am Kurpark quillt über');
    const forwarded = await t.db.selectFrom('defectCase').select('forwardedAt').where('id', 'in', ids).execute();
    expect(forwarded.every((row) => row.forwardedAt !== null)).toBe(true);
  });
});
