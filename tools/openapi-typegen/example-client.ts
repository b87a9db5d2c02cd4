/**
 * An integrator's first program against the Bürgerportal API, typed only by the API reference: openapi-typescript
 * turns /api/docs/openapi.json into `api.d.ts` beside this file, openapi-fetch calls the server with those types.
 * server/src/platform/openapi-client.test.ts generates the types, type-checks this file with them and runs it.
 */
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export interface Demo {
  baseUrl: string;
  mail: string;
  password: string;
  /** the tenant's API key, which the citizens' frames and apps send */
  apiKey: string;
  /** a category of the API key's tenant */
  category: number;
}

export interface Outcome {
  casesOnFirstPage: number;
  totalCases: number;
  csvHeader: string;
  reportStatusUrl: string;
}

export async function run(demo: Demo): Promise<Outcome> {
  const anonymous = createClient<paths>({ baseUrl: demo.baseUrl });

  // the session token comes in the answer's Authorization header and goes back in each request's
  const login = await anonymous.POST('/api/authorization/token', { body: { mail: demo.mail, password: demo.password } });
  const token = login.response.headers.get('authorization');
  if (login.error || !token) throw new Error(`login failed: ${login.response.status}`);
  const staff = createClient<paths>({ baseUrl: demo.baseUrl, headers: { Authorization: token } });

  const cases = await staff.GET('/api/case', { params: { query: { size: 5, order: 'DESC' } } });
  if (!cases.data) throw new Error(`case list failed: ${cases.error?.message}`);

  const csv = await staff.GET('/api/case/export', { params: { query: { format: 'csv' } }, parseAs: 'text' });
  if (!csv.data) throw new Error(`export failed: ${csv.response.status}`);

  const report = await anonymous.POST('/api/case', {
    headers: { 'X-Api-Key': demo.apiKey },
    body: { description: 'Straßenlaterne flackert', category: demo.category, latitude: 52.22, longitude: 13.44, email: null },
  });
  if (!report.data) throw new Error(`report failed: ${report.response.status} ${report.error?.message}`);
  const statusUrl = 'statusUrl' in report.data ? report.data.statusUrl : '';

  return {
    casesOnFirstPage: cases.data.content.length,
    totalCases: cases.data.totalElements,
    csvHeader: csv.data.split('\n')[0] ?? '',
    reportStatusUrl: statusUrl,
  };
}
