/** One exported case: what the case list shows, never the reporter's address, name, phone, photo link or device. */
export interface ExportedCase {
  caseNumber: number | null;
  createdAt: string;
  state: string;
  category: string | null;
  subcategory: string | null;
  description: string;
  assignee: string | null;
  deadline: string | null;
  latitude: number;
  longitude: number;
  rating: number | null;
  tenant: string | null;
}

export type ColumnKind = 'integer' | 'decimal' | 'date' | 'text';

export interface ExportColumn {
  key: keyof ExportedCase;
  header: string;
  kind: ColumnKind;
}

/** The columns of every format, in the order of the spreadsheet; the tenant only for cross-tenant users. */
export function exportColumns(withTenant: boolean): ExportColumn[] {
  const columns: ExportColumn[] = [
    { key: 'caseNumber', header: 'Nr.', kind: 'integer' },
    { key: 'createdAt', header: 'Erstellt', kind: 'date' },
    { key: 'state', header: 'Status', kind: 'text' },
    { key: 'category', header: 'Kategorie', kind: 'text' },
    { key: 'subcategory', header: 'Unterkategorie', kind: 'text' },
    { key: 'description', header: 'Beschreibung', kind: 'text' },
    { key: 'assignee', header: 'Bearbeiter', kind: 'text' },
    { key: 'deadline', header: 'Frist', kind: 'date' },
    { key: 'latitude', header: 'Breite', kind: 'decimal' },
    { key: 'longitude', header: 'Länge', kind: 'decimal' },
    { key: 'rating', header: 'Bewertung', kind: 'integer' },
  ];
  return withTenant ? [...columns, { key: 'tenant', header: 'Mandant', kind: 'text' }] : columns;
}

/**
 * A text a spreadsheet would run as a formula (OWASP "CSV injection": it starts with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
export const neutraliseFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
