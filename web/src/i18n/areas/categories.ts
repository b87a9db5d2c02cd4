import type { AreaDictionary } from '../area-dictionary.js';

/**
 * Texts of the defect category list and form (/categories, /create-category, /edit-category), and the
 * fields both category and subcategory forms share (tenant, responsible person, side card).
 */
export const categoriesDe = {
  'categories.create': 'Neue Kategorie erstellen',
  'categories.search': 'Kategorien suchen',
  'categories.searchHint': 'Sucht im Namen der Kategorie und des Mandanten.',
  'categories.column.tenant': 'Mandant',
  'categories.column.name': 'Name',
  'categories.column.assignee': 'Bearbeiter',
  'categories.column.actions': 'Aktionen',
  'categories.edit': 'Bearbeiten',
  'categories.delete': 'Löschen',
  'categories.empty': 'Keine Kategorien gefunden.',
  'categories.deleteTitle': 'Kategorie löschen',
  'categories.deleteQuestion': 'Möchten Sie die Kategorie „{name}“ wirklich löschen?',

  'categories.form.card': 'Kategorie',
  'categories.form.name': 'Kategoriename',
  'categories.form.tenant': 'Mandant',
  'categories.form.assignee': 'Verantwortlicher',
  'categories.form.noAssignee': 'Keine Person gefunden',
  'categories.form.tenantMissing': 'Bitte wählen Sie einen Mandanten aus.',
  'categories.form.chooseTenantFirst': 'Bitte wählen Sie zuerst einen Mandanten.',
  'categories.form.loadFailed': 'Die Daten konnten nicht geladen werden.',
  'categories.form.back': 'Zurück zur Übersicht',
  'categories.toast.created': 'Die Kategorie wurde angelegt.',
  'categories.toast.updated': 'Die Kategorie wurde aktualisiert.',

  'categories.side.title': 'Zusatzinformationen',
  'categories.side.none': 'Für diese Kategorie liegen keine Zusatzinformationen vor.',
} as const;

export const categoriesEn: AreaDictionary<typeof categoriesDe> = {
  'categories.create': 'Create new category',
  'categories.search': 'Search categories',
  'categories.searchHint': 'Searches the names of the category and of the tenant.',
  'categories.column.tenant': 'Tenant',
  'categories.column.name': 'Name',
  'categories.column.assignee': 'Assignee',
  'categories.column.actions': 'Actions',
  'categories.edit': 'Edit',
  'categories.delete': 'Delete',
  'categories.empty': 'No categories found.',
  'categories.deleteTitle': 'Delete category',
  'categories.deleteQuestion': 'Do you really want to delete the category “{name}”?',

  'categories.form.card': 'Category',
  'categories.form.name': 'Category name',
  'categories.form.tenant': 'Tenant',
  'categories.form.assignee': 'Responsible person',
  'categories.form.noAssignee': 'No person found',
  'categories.form.tenantMissing': 'Please choose a tenant.',
  'categories.form.chooseTenantFirst': 'Please choose a tenant first.',
  'categories.form.loadFailed': 'The data could not be loaded.',
  'categories.form.back': 'Back to the list',
  'categories.toast.created': 'The category was created.',
  'categories.toast.updated': 'The category was updated.',

  'categories.side.title': 'Additional information',
  'categories.side.none': 'There is no additional information for this category.',
};
