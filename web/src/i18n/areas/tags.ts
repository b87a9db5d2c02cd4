import type { AreaDictionary } from '../area-dictionary.js';

/** Texts of the subcategory list and form (/tags, /create-tag, /edit-tag). */
export const tagsDe = {
  'tags.create': 'Neue Unterkategorie erstellen',
  'tags.search': 'Unterkategorien suchen',
  'tags.searchHint': 'Sucht im Namen der Unterkategorie, der Kategorie und des Mandanten.',
  'tags.column.tenant': 'Mandant',
  'tags.column.name': 'Name',
  'tags.column.category': 'Kategorie',
  'tags.column.assignee': 'Bearbeiter',
  'tags.column.actions': 'Aktionen',
  'tags.empty': 'Keine Unterkategorien gefunden.',
  'tags.deleteTitle': 'Unterkategorie löschen',
  'tags.deleteQuestion': 'Möchten Sie die Unterkategorie „{name}“ wirklich löschen?',

  'tags.form.card': 'Unterkategorie',
  'tags.form.name': 'Unterkategoriename',
  'tags.form.category': 'Kategorie',
  'tags.form.chooseCategory': 'Bitte wählen …',
  'tags.form.noCategories': 'Dieser Mandant hat noch keine Kategorien.',
  'tags.form.categoryMissing': 'Bitte wählen Sie eine Kategorie aus.',
  'tags.toast.created': 'Die Unterkategorie wurde angelegt.',
  'tags.toast.updated': 'Die Unterkategorie wurde aktualisiert.',

  'tags.side.none': 'Für diese Unterkategorie liegen keine Zusatzinformationen vor.',
  'tags.side.map': 'Für diese Unterkategorie ist keine Karte hinterlegt.',
} as const;

export const tagsEn: AreaDictionary<typeof tagsDe> = {
  'tags.create': 'Create new subcategory',
  'tags.search': 'Search subcategories',
  'tags.searchHint': 'Searches the names of the subcategory, the category and the tenant.',
  'tags.column.tenant': 'Tenant',
  'tags.column.name': 'Name',
  'tags.column.category': 'Category',
  'tags.column.assignee': 'Assignee',
  'tags.column.actions': 'Actions',
  'tags.empty': 'No subcategories found.',
  'tags.deleteTitle': 'Delete subcategory',
  'tags.deleteQuestion': 'Do you really want to delete the subcategory “{name}”?',

  'tags.form.card': 'Subcategory',
  'tags.form.name': 'Subcategory name',
  'tags.form.category': 'Category',
  'tags.form.chooseCategory': 'Please choose …',
  'tags.form.noCategories': 'This tenant has no categories yet.',
  'tags.form.categoryMissing': 'Please choose a category.',
  'tags.toast.created': 'The subcategory was created.',
  'tags.toast.updated': 'The subcategory was updated.',

  'tags.side.none': 'There is no additional information for this subcategory.',
  'tags.side.map': 'No map is stored for this subcategory.',
};
