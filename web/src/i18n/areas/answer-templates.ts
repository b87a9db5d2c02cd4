import type { AreaDictionary } from '../area-dictionary.js';

/**
 * Texts of the answer templates (Textbausteine): the list /answer-templates, the form
 * /create-answer-template and /edit-answer-template, and the picker in the case file's answer editor.
 */
export const answerTemplatesDe = {
  'answerTemplates.title': 'Textbausteine',
  'answerTemplates.createTitle': 'Textbaustein anlegen',
  'answerTemplates.editTitle': 'Textbaustein bearbeiten',
  'answerTemplates.create': 'Neuen Textbaustein erstellen',
  'answerTemplates.search': 'Textbausteine suchen',
  'answerTemplates.searchHint': 'Sucht im Namen und Text des Textbausteins und im Namen des Mandanten.',
  'answerTemplates.column.tenant': 'Mandant',
  'answerTemplates.column.name': 'Name',
  'answerTemplates.column.text': 'Text',
  'answerTemplates.column.actions': 'Aktionen',
  'answerTemplates.edit': 'Bearbeiten',
  'answerTemplates.delete': 'Löschen',
  'answerTemplates.empty': 'Noch keine Textbausteine angelegt.',
  'answerTemplates.noMatch': 'Keine Textbausteine gefunden.',
  'answerTemplates.deleteTitle': 'Textbaustein löschen',
  'answerTemplates.deleteQuestion': 'Möchten Sie den Textbaustein „{name}“ wirklich löschen?',

  'answerTemplates.form.card': 'Textbaustein',
  'answerTemplates.form.name': 'Name',
  'answerTemplates.form.tenant': 'Mandant',
  'answerTemplates.form.text': 'Text',
  'answerTemplates.form.textHint':
    'Platzhalter in geschweiften Klammern werden beim Einfügen in eine Antwort durch die Angaben des Falls ersetzt.',
  'answerTemplates.form.tenantMissing': 'Bitte wählen Sie einen Mandanten aus.',
  'answerTemplates.form.loadFailed': 'Der Textbaustein konnte nicht geladen werden.',
  'answerTemplates.form.back': 'Zurück zu den Textbausteinen',
  'answerTemplates.toast.created': 'Der Textbaustein wurde angelegt.',
  'answerTemplates.toast.updated': 'Der Textbaustein wurde aktualisiert.',

  'answerTemplates.placeholders.title': 'Platzhalter',
  'answerTemplates.placeholders.fallnummer': 'Nummer des Falls',
  'answerTemplates.placeholders.kategorie': 'Kategorie des Falls',
  'answerTemplates.placeholders.status': 'Status des Falls, z. B. „In Bearbeitung“',
  'answerTemplates.placeholders.datum': 'Datum der Meldung, z. B. {example}',
  'answerTemplates.placeholders.gemeinde': 'Name des Mandanten',
  'answerTemplates.preview.title': 'Vorschau',
  'answerTemplates.preview.intro': 'So lautet der Text für einen Beispielfall (Nr. 1042, Straßenbeleuchtung, In Bearbeitung):',
  'answerTemplates.preview.empty': 'Sobald Sie einen Text eingeben, sehen Sie hier die Vorschau.',
  'answerTemplates.preview.category': 'Straßenbeleuchtung',

  'answerTemplates.picker.label': 'Textbaustein einfügen',
  'answerTemplates.picker.choose': 'Bitte auswählen …',
  'answerTemplates.picker.insert': 'Einfügen',
  'answerTemplates.picker.hint': 'Der Text wird mit den Angaben dieses Falls eingefügt und kann vor dem Senden bearbeitet werden.',
} as const;

export const answerTemplatesEn: AreaDictionary<typeof answerTemplatesDe> = {
  'answerTemplates.title': 'Answer templates',
  'answerTemplates.createTitle': 'Create answer template',
  'answerTemplates.editTitle': 'Edit answer template',
  'answerTemplates.create': 'Create new answer template',
  'answerTemplates.search': 'Search answer templates',
  'answerTemplates.searchHint': 'Searches the name and text of the template and the name of the tenant.',
  'answerTemplates.column.tenant': 'Tenant',
  'answerTemplates.column.name': 'Name',
  'answerTemplates.column.text': 'Text',
  'answerTemplates.column.actions': 'Actions',
  'answerTemplates.edit': 'Edit',
  'answerTemplates.delete': 'Delete',
  'answerTemplates.empty': 'No answer templates yet.',
  'answerTemplates.noMatch': 'No answer templates found.',
  'answerTemplates.deleteTitle': 'Delete answer template',
  'answerTemplates.deleteQuestion': 'Do you really want to delete the answer template “{name}”?',

  'answerTemplates.form.card': 'Answer template',
  'answerTemplates.form.name': 'Name',
  'answerTemplates.form.tenant': 'Tenant',
  'answerTemplates.form.text': 'Text',
  'answerTemplates.form.textHint':
    'Placeholders in curly braces are replaced by the case’s details when the text is inserted into an answer.',
  'answerTemplates.form.tenantMissing': 'Please choose a tenant.',
  'answerTemplates.form.loadFailed': 'The answer template could not be loaded.',
  'answerTemplates.form.back': 'Back to the answer templates',
  'answerTemplates.toast.created': 'The answer template was created.',
  'answerTemplates.toast.updated': 'The answer template was updated.',

  'answerTemplates.placeholders.title': 'Placeholders',
  'answerTemplates.placeholders.fallnummer': 'Number of the case',
  'answerTemplates.placeholders.kategorie': 'Category of the case',
  'answerTemplates.placeholders.status': 'State of the case in German, e.g. “In Bearbeitung”',
  'answerTemplates.placeholders.datum': 'Date of the report, e.g. {example}',
  'answerTemplates.placeholders.gemeinde': 'Name of the tenant',
  'answerTemplates.preview.title': 'Preview',
  'answerTemplates.preview.intro': 'The text for an example case (no. 1042, street lighting, in progress):',
  'answerTemplates.preview.empty': 'Once you enter a text, its preview appears here.',
  'answerTemplates.preview.category': 'Street lighting',

  'answerTemplates.picker.label': 'Insert answer template',
  'answerTemplates.picker.choose': 'Please choose …',
  'answerTemplates.picker.insert': 'Insert',
  'answerTemplates.picker.hint': 'The text is inserted with this case’s details and can be edited before sending.',
};
