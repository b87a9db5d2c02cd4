import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { createApi, type Api } from '../../../web/src/api/api.js';
import { ApiError } from '../../../web/src/api/http.js';
import { ACCOUNTS, DEMO_PASSWORD } from '../../../fixtures/accounts.js';

process.env.PACT_DO_NOT_TRACK ??= 'true';

export const PACT_DIR = join(import.meta.dirname, '../pacts');
export const PROVIDER = 'buergerportal-api';

/**
 * The pact of one area of the web client, written to test/contract/pacts/web-<area>-buergerportal-api.json.
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

/** The web API client of a logged-in caller against the mock server. */
export const loggedInApi = (baseUrl: string): Api => apiAt(baseUrl, EXAMPLE_TOKEN);

type Interaction = ReturnType<PactV4['addInteraction']>;
type RequestBuilder = Parameters<NonNullable<Parameters<Interaction['withRequest']>[2]>>[0];

/** A new interaction whose caller is logged in as `email` (state "a user is logged in"). */
export const asUser = (pact: PactV4, email: string): Interaction => pact.addInteraction().given('a user is logged in', { email });

/** The request builder of a logged-in call without query or body: `.withRequest(method, path, withToken)`. */
export const withToken = (b: RequestBuilder) => b.headers(loggedIn());

/**
 * A path the provider state fills in: `statePath('/api/role/${roleId}', { roleId: 7 })` sends the state's id and
 * shows `/api/role/7` as the example.
 */
export const statePath = (template: string, example: Record<string, string | number>) =>
  MatchersV3.fromProviderState(
    template,
    template.replace(/\$\{(\w+)\}/g, (_, name: string) => String(example[name])),
  );

/** A page of list rows like `item`; the numbers are examples, matched by type. */
export const pageBody = (item: unknown, { totalPages = 1, totalElements = 1, page = 0, size = 50 } = {}) => ({
  content: MatchersV3.eachLike(item),
  totalPages: MatchersV3.integer(totalPages),
  totalElements: MatchersV3.integer(totalElements),
  page: MatchersV3.integer(page),
  size: MatchersV3.integer(size),
});

/** The ApiError a call of the web client fails with; a call that succeeds fails the test. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The one error shape: the code is part of the contract, the German message is any text. */
export const errorBody = (code: string, message: string) => ({ code, message: MatchersV3.string(message) });

/** The answer to a call without the right it needs. */
export const FORBIDDEN = errorBody('FORBIDDEN', 'Dafür fehlt Ihnen die Berechtigung.');

export const DEMO = { password: DEMO_PASSWORD, ...ACCOUNTS } as const;
