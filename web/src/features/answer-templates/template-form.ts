import type { AnswerTemplate, AnswerTemplateSave } from '@contracts/answer-template.js';
import type { TenantOption } from '../../components/TenantPicker.js';
import type { MessageKey } from '../../i18n/de.js';

/** What the answer template form edits. */
export interface TemplateFormValues {
  name: string;
  text: string;
  tenant: TenantOption | null;
}

export type TemplateField = 'name' | 'text' | 'tenant';

/** The form's start: the saved template, or empty in the caller's own tenant. */
export function initialValues(saved: AnswerTemplate | null, ownTenant: TenantOption | null): TemplateFormValues {
  if (!saved) return { name: '', text: '', tenant: ownTenant };
  return { name: saved.name, text: saved.text, tenant: { id: saved.tenant.id, name: saved.tenant.name } };
}

/** Checked before sending: a tenant where it can be picked; name, text and placeholders are the server's to check. */
export function validateTemplate(
  values: TemplateFormValues,
  independent: boolean,
): { messageKey: MessageKey; field: TemplateField } | null {
  if (independent && values.tenant === null) return { messageKey: 'answerTemplates.form.tenantMissing', field: 'tenant' };
  return null;
}

/** The template as sent; the tenant only when it can be picked. */
export function templatePayload(values: TemplateFormValues, independent: boolean): AnswerTemplateSave {
  return {
    name: values.name.trim(),
    text: values.text.trim(),
    ...(independent && values.tenant ? { tenantId: values.tenant.id } : {}),
  };
}

/** Which field a server refusal concerns (by its code), so that field is marked invalid. */
export function fieldOfCode(code: string | null): TemplateField | null {
  switch (code) {
    case 'NAME_MISSING':
      return 'name';
    case 'TEXT_MISSING':
    case 'UNKNOWN_PLACEHOLDER':
      return 'text';
    case 'TENANT_UNKNOWN':
      return 'tenant';
    default:
      return null;
  }
}
