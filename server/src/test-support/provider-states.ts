import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@contracts/common.js';
import { PROVIDER_STATES_PATH, ProviderStateChange, ProviderStateValues } from '@contracts/provider-state.js';
import { stateHandlers } from './states.js';
import { badRequest } from '../platform/errors.js';
import { ownValue } from '../platform/lookup.js';

/**
 * The state-change endpoint of the contract tests (docs/decisions/contract-verification-for-other-backends.md):
 * Pact's verifier posts `{ state, params, action }` before each interaction and the state is set up over the
 * demo data by the same handlers the in-process provider test uses. It answers the values the request needs.
 * It changes data at will and needs no session, so buildApp registers it outside production only: this file
 * is loaded in demo and test mode and nowhere else.
 */
export function registerProviderStates(app: FastifyInstance): void {
  const handlers = stateHandlers(app, app.db);
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    PROVIDER_STATES_PATH,
    {
      config: { public: true },
      schema: { body: ProviderStateChange, response: { 200: ProviderStateValues, 400: ErrorBody } },
    },
    async (request) => {
      const { state, params, action = 'setup' } = request.body;
      if (state === '') return {};
      const handler = ownValue(handlers, state);
      if (!handler) throw badRequest(`Unbekannter Provider-State „${state}“.`, 'UNKNOWN_PROVIDER_STATE');
      // every state is idempotent and leaves nothing that a later interaction has to undo
      if (action === 'teardown') return {};
      try {
        return await handler(params);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw badRequest(`Provider-State „${state}“ ließ sich nicht herstellen: ${detail}`, 'PROVIDER_STATE_FAILED');
      }
    },
  );
}
