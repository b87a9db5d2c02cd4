import { expect } from 'vitest';
import { ACCOUNTS, type TestApp } from './app.js';

/** A point inside the area of `tenantWithoutReports`, away from every demo tenant's boundary. */
export const IN_AREA_WITHOUT_REPORTS = { latitude: 52.405, longitude: 13.205 };

/**
 * A municipality that is a customer for citizen information only (no MAENGELMELDER): a report inside its
 * boundary cannot reach it and goes to the super admin to forward. Created by the super admin; answers its id.
 */
export async function tenantWithoutReports(t: TestApp, name = 'Infostadt'): Promise<number> {
  const response = await t.request(ACCOUNTS.superAdmin, {
    method: 'POST',
    url: '/api/tenant',
    payload: {
      name,
      street: 'Rathausstraße',
      hnr: '1',
      zip: '14550',
      city: name,
      type: 'commune',
      modules: ['BUERGERINFO'],
      visibleModules: ['BUERGERINFO'],
      emailNotification: `fall@${name.toLowerCase()}.example`,
      automaticReply: `Antwort von ${name}`,
      boundaries: JSON.stringify([
        { latitude: 52.4, longitude: 13.2 },
        { latitude: 52.41, longitude: 13.2 },
        { latitude: 52.41, longitude: 13.21 },
        { latitude: 52.4, longitude: 13.21 },
      ]),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}
