import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { paramsOf, sessionOf, type StateHandlers } from '../state-support.js';

/** Where the states report their cases: inside Musterstadt's boundary, away from the demo streets. */
const REPORT_POINT = { latitude: 52.2311, longitude: 13.4111 };
/** About 5 m in latitude: a case this close counts as "at" a point. */
const NEAR = 0.00005;

async function tenantNamed(db: Db, name: string) {
  const tenant = await db.selectFrom('tenant').select(['id', 'apiKey']).where('name', '=', name).executeTakeFirst();
  if (!tenant) throw new Error(`provider state names tenant ${name}, which is not in the demo data`);
  return tenant;
}

/**
 * States of the public frames (/cases-map, /create-case-frame, /fall-status). Reports are made, finished and
 * looked up through the real API (app.inject), never behind the services' back, so counters and mails stay
 * true; each state reuses what an earlier interaction left, so any order works on one database.
 */
export function frameStates(app: FastifyInstance, db: Db): StateHandlers {
  const apiKeyOf = async (tenant: string) => {
    const { apiKey } = await tenantNamed(db, tenant);
    if (!apiKey) throw new Error(`demo tenant ${tenant} has no API key`);
    return apiKey;
  };

  /** a public report through POST /api/case (at REPORT_POINT unless told); answers the case id and the status token */
  const report = async (tenant: string, description: string, point = REPORT_POINT) => {
    const apiKey = await apiKeyOf(tenant);
    const { id: tenantId } = await tenantNamed(db, tenant);
    const category = await db.selectFrom('category').select('id').where('tenantId', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'POST',
      url: `/api/case?apiKey=${encodeURIComponent(apiKey)}`,
      headers: { 'x-device-id': 'pact-provider-device' },
      payload: { description, photos: [], category: category.id, ...point, email: 'pact@example.org' },
    });
    if (response.statusCode !== 201) throw new Error(`public report failed: ${response.statusCode} ${response.body}`);
    const created = response.json<{ id: number; statusUrl: string }>();
    const token = new URL(created.statusUrl).searchParams.get('token');
    if (!token) throw new Error(`no token in the status link ${created.statusUrl}`);
    return { caseId: created.id, token };
  };

  /** a change through the staff API, as the tenant's admin */
  const asAdmin = async (path: string) => {
    const authorization = await sessionOf(app, db, 'admin@musterstadt.example');
    const response = await app.inject({ method: 'PUT', url: path, headers: { authorization } });
    if (response.statusCode !== 200) throw new Error(`PUT ${path} failed: ${response.body}`);
  };

  /** moves a case on */
  const setState = (caseId: number, state: 'FINISHED' | 'REJECTED') => asAdmin(`/api/case/${caseId}/state/${state}`);

  return {
    /** the tenant's API key is the given one and valid */
    'a tenant has an API key': async (parameters) => {
      const { tenant, apiKey } = paramsOf(parameters, ['tenant', 'apiKey']);
      if ((await apiKeyOf(tenant)) !== apiKey) throw new Error(`the API key of ${tenant} is no longer ${apiKey}`);
      return {};
    },

    /** no tenant has this key, now or before */
    'an API key is unknown': async (parameters) => {
      const { apiKey } = paramsOf(parameters, ['apiKey']);
      const used = await db.selectFrom('tenant').select('id').where('apiKey', '=', apiKey).executeTakeFirst();
      if (used) throw new Error(`the API key ${apiKey} belongs to a tenant`);
      return {};
    },

    /** a key the tenant had before it was replaced (remembered by its hash only) */
    'an API key was removed': async (parameters) => {
      const { tenant, apiKey } = paramsOf(parameters, ['tenant', 'apiKey']);
      const { id } = await tenantNamed(db, tenant);
      const keyHash = createHash('sha256').update(apiKey).digest('hex');
      await db
        .insertInto('revokedApiKey')
        .values({ keyHash, tenantId: id, revokedAt: now() })
        .onConflict((oc) => oc.column('keyHash').doNothing())
        .execute();
      return {};
    },

    /** at least one of the tenant's cases is published on the map */
    'the tenant has cases on the map': async (parameters) => {
      const { id } = await tenantNamed(db, paramsOf(parameters, ['tenant']).tenant);
      const found = await db
        .selectFrom('defectCase')
        .select('id')
        .where('tenantId', '=', id)
        .where('publishedOnMap', '=', 1)
        .executeTakeFirst();
      if (!found) throw new Error('the demo data has no case published on the map');
      return {};
    },

    /** an open case of the tenant lies at the given point, on its map (reported and published when missing: the demo tenant moderates) */
    'an open case lies at the point': async (parameters) => {
      const params = paramsOf(parameters, ['tenant', 'latitude', 'longitude']);
      const point = { latitude: Number(params.latitude), longitude: Number(params.longitude) };
      const open = await db
        .selectFrom('defectCase')
        .select('id')
        .where('isOpen', '=', 1)
        .where('publishedOnMap', '=', 1)
        .where('latitude', '>', point.latitude - NEAR)
        .where('latitude', '<', point.latitude + NEAR)
        .where('longitude', '>', point.longitude - NEAR)
        .where('longitude', '<', point.longitude + NEAR)
        .executeTakeFirst();
      if (!open) {
        const { caseId } = await report(params.tenant, 'Pact: umgestürzter Baum auf dem Radweg.', point);
        await asAdmin(`/api/case/${caseId}/map-published/true`);
      }
      return {};
    },

    /** a fresh open report; answers its status token */
    'a reported case is open': async (parameters) => {
      const { token } = await report(paramsOf(parameters, ['tenant']).tenant, 'Pact: Ampel an der Kreuzung blinkt nur gelb.');
      return { token };
    },

    /** a fresh report that the tenant finished and the reporter has not rated; answers its status token */
    'a reported case was finished': async (parameters) => {
      const { caseId, token } = await report(paramsOf(parameters, ['tenant']).tenant, 'Pact: Parkbank ist zerbrochen.');
      await setState(caseId, 'FINISHED');
      return { token };
    },
  };
}
