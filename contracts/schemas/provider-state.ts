import { Type, type Static } from 'typebox';

/**
 * Pact's state-change request (the body its verifiers send to a provider-state URL): the state an interaction
 * names, its parameters, and whether to set it up before the request or tear it down after.
 */
export const ProviderStateChange = Type.Object({
  /** empty for an interaction that names no state: Pact's verifiers post that too */
  state: Type.String({ maxLength: 200 }),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** absent: setup */
  action: Type.Optional(Type.Union([Type.Literal('setup'), Type.Literal('teardown')])),
});
export type ProviderStateChange = Static<typeof ProviderStateChange>;

/** The values the request of the interaction needs (an id, a bearer header), injected by `fromProviderState`. */
export const ProviderStateValues = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));
export type ProviderStateValues = Static<typeof ProviderStateValues>;

/** Where the product serves the state changes in demo and test mode (never in production). */
export const PROVIDER_STATES_PATH = '/api/test-support/provider-states';
