/**
 * Calls of the specification (section 7 of both documents) that the server does not serve yet, each naming
 * the issue that adds it. The contract-coverage test fails for a call missing from the server and from this
 * list, and for an entry here that the server already serves: each issue removes its entries as it lands.
 * Paths are written as in the specification (`{id}`); parameter names do not matter.
 */
export interface PendingCall {
  method: string;
  path: string;
  issue: number;
}

export const PENDING: PendingCall[] = [];

/** Calls the specification names that are deliberately not served, with the reason. */
export const NOT_IMPLEMENTED: { method: string; path: string; reason: string }[] = [
  {
    method: 'DELETE',
    path: '/api/tenants/{id}',
    reason:
      'The specification names it as an unused call: no screen deletes a tenant, and removing a municipality with all its cases and users is not an action the back office offers.',
  },
];
