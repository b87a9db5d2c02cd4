import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARDING_MESSAGES } from '@contracts/forwarding.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { multipart, png } from '../../../test/images.js';
import { forwardingContext, ForwardingWorker, readStatusBack } from './index.js';

/**
 * Forwarding between two instances of this product, each with its own database, over HTTP: Musterstadt at A sends
 * its road reports to Musterstadt at B (standing in for a works department), with B's API key; B's clerk closes the
 * case with an answer, and A takes it over. B is reached through a TCP relay that the test stops and starts, to
 * play "B is down".
 */
const KEY = 'demo-musterstadt';
let a: TestApp;
let b: TestApp;
let relay: TcpServer;
let relayPort: number;
let bPort: number;
let musterstadt: number;
let roads: number;
let endpointId: number;
const sockets = new Set<Socket>();

const listen = async (t: TestApp, port = 0) => {
  await t.app.listen({ port, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
};

/** A port free now: A must know its own address (the photo links it sends) before it listens. */
async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function startRelay(port = 0): Promise<number> {
  relay = createTcpServer((incoming) => {
    const outgoing = connect(bPort, '127.0.0.1');
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  return new Promise((resolve) => relay.listen(port, '127.0.0.1', () => resolve((relay.address() as { port: number }).port)));
}

function stopRelay(): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => relay.close(() => resolve()));
}

beforeAll(async () => {
  b = await buildTestApp();
  bPort = await listen(b);
  relayPort = await startRelay();
  const aPort = await freePort();
  a = await buildTestApp({ forwardingAllowedHosts: ['127.0.0.1'], publicUrl: `http://127.0.0.1:${aPort}` });
  await listen(a, aPort);
  musterstadt = a.ids.tenants.musterstadt!;
  roads = a.ids.categories['musterstadt:Verkehrsflächen']!;
});
afterAll(async () => {
  await stopRelay();
  await Promise.all([a.close(), b.close()]);
});

const endpointUrl = () => `http://127.0.0.1:${relayPort}/open311/v2`;
const bRoads = () => String(b.ids.categories['musterstadt:Verkehrsflächen']);

/** A's road reports to B's Musterstadt, with the given key. */
const endpointWithKey = (apiKey: string) => ({
  categoryId: roads,
  categoryTagId: null,
  name: 'Bauhof B',
  baseUrl: endpointUrl(),
  apiKey,
  jurisdictionId: 'musterstadt.example',
  serviceCode: bRoads(),
  shareEmail: false,
  answerReporter: true,
});

const RETRY_MS = 300;
/** A worker of A's whose first retry comes soon. */
const impatientWorker = () => new ForwardingWorker(forwardingContext(a.db, a.app.config), a.app.log, { firstRetryMs: RETRY_MS });

async function report(description: string): Promise<number> {
  const upload = await a.request(null, {
    method: 'POST',
    url: `/files/upload?apiKey=${KEY}`,
    ...multipart([{ name: 'file', value: { filename: 'foto.png', type: 'image/png', data: png() } }]),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const response = await a.request(null, {
    method: 'POST',
    url: `/api/case?apiKey=${KEY}`,
    payload: { description, category: roads, latitude: 52.22, longitude: 13.44, email: 'melder@example.org', photos: [upload.json().name] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const forwardingOf = async (caseId: number) =>
  (await a.request(ACCOUNTS.musterAdmin, { method: 'GET', url: `/api/case/${caseId}/forwarding` })).json().forwarding;

describe('forwarding to a second instance over Open311', () => {
  it('lists the services of the receiving endpoint and sets the forwarding up', async () => {
    const services = await a.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/tenant/${musterstadt}/forwarding/services`,
      payload: { baseUrl: endpointUrl(), jurisdictionId: 'musterstadt.example' },
    });
    expect(services.statusCode, services.body).toBe(200);
    expect(services.json()).toContainEqual({ code: bRoads(), name: 'Verkehrsflächen', group: 'Musterstadt' });
    const saved = await a.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/tenant/${musterstadt}/forwarding`,
      payload: endpointWithKey(KEY),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    endpointId = saved.json().id;
  });

  it('files a report at B with its photo reachable; B closes it with an answer, and A follows', async () => {
    const caseId = await report('Schlagloch in der Hauptstraße');
    expect(await forwardingOf(caseId)).toMatchObject({ state: 'WAITING', recipient: 'Bauhof B' });
    expect(await a.app.forwarder.drain()).toBe(1);
    const forwarding = await forwardingOf(caseId);
    expect(forwarding).toMatchObject({ state: 'SENT', attempts: 1, lastError: null });
    const bCase = await b.db
      .selectFrom('defectCase')
      .selectAll()
      .where('id', '=', Number(forwarding.serviceRequestId))
      .executeTakeFirstOrThrow();
    expect(bCase).toMatchObject({ description: 'Schlagloch in der Hauptstraße', email: null, categoryId: Number(bRoads()) });
    const photo = await fetch(bCase.mediaUrl!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    const protocol = await a.db.selectFrom('caseProtocol').select('description').where('caseId', '=', caseId).execute();
    expect(protocol.map((entry) => entry.description)).toContain(`Über Open311 an Bauhof B übertragen (Vorgangsnummer dort: ${bCase.id})`);

    // B's clerk answers the sender (who left no e-mail) and closes the case
    const answer = await b.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/case/${bCase.id}/note`,
      payload: { type: 'ANSWER', description: 'Das Schlagloch ist verfüllt.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const closed = await b.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${bCase.id}/state/FINISHED` });
    expect(closed.statusCode, closed.body).toBe(200);

    await a.flushMails();
    a.mails.length = 0;
    expect(await readStatusBack(forwardingContext(a.db, a.app.config), a.app.log)).toBe(1);
    const aCase = await a.db.selectFrom('defectCase').select('state').where('id', '=', caseId).executeTakeFirstOrThrow();
    expect(aCase.state).toBe('FINISHED');
    const entries = (await a.db.selectFrom('caseProtocol').select('description').where('caseId', '=', caseId).execute()).map(
      (e) => e.description,
    );
    expect(entries).toContain('Status von Bauhof B übernommen: erledigt – Das Schlagloch ist verfüllt.');
    const notes = await a.db.selectFrom('caseNote').select(['type', 'description', 'sentAt']).where('caseId', '=', caseId).execute();
    expect(notes).toContainEqual(
      expect.objectContaining({ type: 'ANSWER', description: 'Das Schlagloch ist verfüllt.', sentAt: expect.any(String) }),
    );
    const mails = await a.flushMails();
    expect(mails.some((mail) => mail.to === 'melder@example.org' && mail.text.includes('Das Schlagloch ist verfüllt.'))).toBe(true);
    expect(await forwardingOf(caseId)).toMatchObject({ remoteStatus: 'closed', checkedAt: expect.any(String) });
    // read again, nothing new: nothing changes twice
    expect(await readStatusBack(forwardingContext(a.db, a.app.config), a.app.log)).toBe(0);
  });

  it('retries while B is down and delivers once B is back', async () => {
    await stopRelay();
    const caseId = await report('Laterne umgefahren');
    const worker = impatientWorker();
    expect(await worker.drain()).toBe(0);
    const waiting = await forwardingOf(caseId);
    expect(waiting).toMatchObject({ state: 'WAITING', attempts: 1 });
    expect(waiting.lastError).toMatch(/nicht erreichbar/);
    await startRelay(relayPort);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    expect(await worker.drain()).toBe(1);
    const sent = await forwardingOf(caseId);
    expect(sent).toMatchObject({ state: 'SENT', attempts: 2, lastError: null });
    expect(
      await b.db.selectFrom('defectCase').select('description').where('id', '=', Number(sent.serviceRequestId)).executeTakeFirst(),
    ).toEqual({
      description: 'Laterne umgefahren',
    });
  });

  it('fails for good on a wrong key with B\'s own words, and sends again on "Erneut senden"', async () => {
    const wrongKey = await a.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/tenant/${musterstadt}/forwarding/${endpointId}`,
      payload: endpointWithKey('falsch'),
    });
    expect(wrongKey.statusCode, wrongKey.body).toBe(200);
    const caseId = await report('Müll am Spielplatz');
    expect(await a.app.forwarder.drain()).toBe(0);
    const failed = await forwardingOf(caseId);
    expect(failed).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(failed.lastError).toContain('Der api_key ist ungültig.');

    const early = await a.request(ACCOUNTS.musterAdmin, { method: 'POST', url: `/api/case/${caseId}/forwarding/retry` });
    expect(early.statusCode).toBe(200);
    expect(early.json().message).toBe(FORWARDING_MESSAGES.retried);
    const again = await a.request(ACCOUNTS.musterAdmin, { method: 'POST', url: `/api/case/${caseId}/forwarding/retry` });
    expect(again.statusCode).toBe(409);
    // the key mended (an empty apiKey keeps the stored one, so it is given anew)
    await a.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/tenant/${musterstadt}/forwarding/${endpointId}`,
      payload: endpointWithKey(KEY),
    });
    expect(await a.app.forwarder.drain()).toBe(1);
    expect(await forwardingOf(caseId)).toMatchObject({ state: 'SENT' });
  });

  it("names the receiving body in the reporter's Art. 15 information", async () => {
    const response = await a.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/privacy/subjects/export',
      payload: { email: 'melder@example.org' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const forwarded = (response.json().cases as { description: string; forwardedTo: unknown }[]).find(
      (c) => c.description === 'Schlagloch in der Hauptstraße',
    );
    expect(forwarded?.forwardedTo).toEqual({
      recipient: 'Bauhof B',
      sentAt: expect.any(String),
      sentAtFormatted: expect.any(String),
      emailShared: false,
    });
  });
});
