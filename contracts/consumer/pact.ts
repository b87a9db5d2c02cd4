import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createApi, type Api } from '../../web/src/api/api.js';

process.env.PACT_DO_NOT_TRACK ??= 'true';

export const PACT_DIR = join(import.meta.dirname, '../pacts');
export const PROVIDER = 'buergerportal-api';

/**
 * The pact of one area of the web client, written to contracts/pacts/web-<area>-buergerportal-api.json.
 * Each consumer test file owns its file and starts it afresh, so a renamed interaction leaves nothing stale.
 */
export function consumerPact(area: string): PactV4 {
  const consumer = `web-${area}`;
  rmSync(join(PACT_DIR, `${consumer}-${PROVIDER}.json`), { force: true });
  return new PactV4({ consumer, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

export const FORM = 'application/x-www-form-urlencoded';

/**
 * A form-urlencoded request body, matched field by field. PactV4's builder offers JSON, XML and binary bodies
 * only (binary is matched by sniffed content type); the FFI interaction underneath takes text of any type.
 */
export function formBody(builder: object, fields: Record<string, string>): void {
  const ffi = (builder as unknown as { interaction: { withRequestBody(body: string, contentType: string): void } }).interaction;
  ffi.withRequestBody(new URLSearchParams(fields).toString(), FORM);
}

/** The token the consumer sends; the provider replaces it with a fresh one for the state's account. */
export const EXAMPLE_TOKEN = 'consumer-example-token';

/** Headers of a logged-in call: state "a user is logged in" returns the `authorization` to inject. */
export const loggedIn = () => ({
  Authorization: MatchersV3.fromProviderState('${authorization}', `Bearer ${EXAMPLE_TOKEN}`),
});

/** The real web API client against the mock server, as a logged-in or anonymous caller. */
export const apiAt = (baseUrl: string, token: string | null = null): Api => createApi(baseUrl, () => token);

/** The one error shape: the code is part of the contract, the German message is any text. */
export const errorBody = (code: string, message: string) => ({ code, message: MatchersV3.string(message) });

export const DEMO = {
  password: 'Demo2026!',
  superAdmin: 'superadmin@buergerportal.example',
  musterAdmin: 'admin@musterstadt.example',
  musterClerk: 'sachbearbeitung@musterstadt.example',
  dorfAdmin: 'admin@beispieldorf.example',
  pending: 'wartet@beispieldorf.example',
} as const;
