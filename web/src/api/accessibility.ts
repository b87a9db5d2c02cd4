import type { StatementSettings } from '@contracts/accessibility.js';
import type { Http } from './http.js';

const statementPath = (tenantId: number) => `/api/tenant/${tenantId}/accessibility-statement`;

/** The tenant's accessibility statement as the back office reads and edits it. */
export const accessibilityApi = (http: Http) => ({
  statement: (tenantId: number) => http.call<StatementSettings>('GET', statementPath(tenantId)),
  /** null or an empty text returns the tenant to the default */
  saveStatement: (tenantId: number, text: string | null) =>
    http.call<StatementSettings>('PUT', statementPath(tenantId), { json: { text } }),
});
