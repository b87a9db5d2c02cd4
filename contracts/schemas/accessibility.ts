import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/**
 * The accessibility statement of a tenant (BITV 2.0 § 12): its text (the tenant's own or the product's default),
 * the feedback form that mails the tenant, and the conciliation body the statement names.
 */

export * from './accessibility-rules.js';

export const STATEMENT_TEXT_MAX = 20_000;

/**
 * GET /api/public/accessibility-statement?apiKey=: the statement of the key's tenant. `text` is plain text:
 * paragraphs apart by an empty line, a paragraph starting with "## " is a heading, lines starting with "- " a list.
 */
export const PublicAccessibilityStatement = Type.Object({
  tenantName: Type.String(),
  text: Type.String(),
  /** ISO date of the last check (ACCESSIBILITY_CHECKED_ON) */
  checkedOn: Type.String(),
});
export type PublicAccessibilityStatement = Static<typeof PublicAccessibilityStatement>;

/**
 * POST /api/public/accessibility-feedback?apiKey=: a barrier someone met, mailed to the tenant's contact; a
 * confirmation goes to `email` when given. Messages: 'Bitte beschreiben Sie die Barriere.', over 5000 characters
 * 'Die Nachricht darf höchstens 5000 Zeichen lang sein.', 'Bitte wählen Sie eine gültige E-Mail-Adresse.'.
 */
export const AccessibilityFeedback = Type.Object({
  message: Type.String({ maxLength: 20_000 }),
  email: Type.Optional(Nullable(Type.String({ maxLength: 320 }))),
  /** where the barrier is (an address or a description of the page), optional */
  page: Type.Optional(Nullable(Type.String({ maxLength: 2_000 }))),
});
export type AccessibilityFeedback = Static<typeof AccessibilityFeedback>;

/** GET and PUT /api/tenant/{id}/accessibility-statement: the tenant's own text, null for the default. */
export const StatementSettings = Type.Object({
  text: Nullable(Type.String()),
  /** the product's default text for this tenant, shown while `text` is null */
  defaultText: Type.String(),
  checkedOn: Type.String(),
});
export type StatementSettings = Static<typeof StatementSettings>;

/** PUT body: an empty or null text returns to the default. Over 20000 characters: 400. */
export const StatementSave = Type.Object({ text: Nullable(Type.String({ maxLength: 100_000 })) });
export type StatementSave = Static<typeof StatementSave>;
