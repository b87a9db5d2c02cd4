import type { FastifyInstance } from 'fastify';

const STRATEGY = 'caller';
const ANONYMOUS = 'anonymous';

/**
 * Route constraint for a public variant of a staff call at the same address (POST /api/case): a request
 * without an Authorization header is routed to the route carrying this constraint, any other request to the
 * unconstrained staff route, which keeps its own schema, guards and answer. The strategy is registered once
 * per application.
 */
export function anonymousOnly(app: FastifyInstance): Record<string, string> {
  if (!app.hasConstraintStrategy(STRATEGY)) {
    app.addConstraintStrategy({
      name: STRATEGY,
      mustMatchWhenDerived: false,
      storage() {
        const handlers = new Map<unknown, unknown>();
        return {
          get: (value: unknown) => (handlers.get(value) ?? null) as never,
          set: (value: unknown, handler: unknown) => void handlers.set(value, handler),
        };
      },
      deriveConstraint: (request) => (request.headers.authorization ? 'session' : ANONYMOUS),
    });
  }
  return { [STRATEGY]: ANONYMOUS };
}
