import type { AreaDictionary } from '../area-dictionary.js';

/** Texts of the accessibility statement in the back office (/accessibility) and its card in the tenant form. */
export const accessibilityDe = {
  'accessibility.title': 'Erklärung zur Barrierefreiheit',
  'accessibility.link': 'Barrierefreiheit',
  'accessibility.publicPage':
    'Bürgerinnen und Bürger finden diese Erklärung unter „Barrierefreiheit“ in der Fußzeile jeder eingebundenen Seite, mit einem Formular, das Barrieren an Ihre Gemeinde meldet.',
  'accessibility.staffFeedback': 'Eine Barriere im Bürgerportal selbst melden Sie bitte dem Support:',
  'accessibility.cardIntro':
    'Jede eingebundene Seite verlinkt diese Erklärung in ihrer Fußzeile. Darunter stehen immer ein Formular für Rückmeldungen (an die „E-Mail für neue Fälle“, ohne sie an das Hauptkonto) und der Hinweis auf die Schlichtungsstelle. Ohne eigenen Text gilt der Standardtext, der mit jeder Version des Bürgerportals dem Stand der Prüfungen folgt.',
  'accessibility.edit': 'Erklärung bearbeiten',
  'accessibility.text': 'Text der Erklärung',
  'accessibility.textHint':
    'Absätze trennen Sie mit einer Leerzeile; „## “ am Anfang eines Absatzes macht ihn zur Überschrift, Zeilen mit „- “ werden zu einer Liste. Höchstens 20.000 Zeichen.',
  'accessibility.usesDefault': 'Zurzeit gilt der Standardtext.',
  'accessibility.usesOwn': 'Zurzeit gilt Ihr eigener Text.',
  'accessibility.save': 'Erklärung speichern',
  'accessibility.reset': 'Standardtext verwenden',
  'accessibility.saved': 'Die Erklärung zur Barrierefreiheit wurde gespeichert.',
  'accessibility.resetDone': 'Es gilt wieder der Standardtext.',
} as const;

export const accessibilityEn: AreaDictionary<typeof accessibilityDe> = {
  'accessibility.title': 'Accessibility statement',
  'accessibility.link': 'Accessibility',
  'accessibility.publicPage':
    'Citizens find this statement under “Accessibility” in the footer of every embedded page, with a form that reports barriers to your municipality.',
  'accessibility.staffFeedback': 'Please report a barrier in the Bürgerportal itself to the support:',
  'accessibility.cardIntro':
    'Every embedded page links this statement in its footer. Below it there are always a feedback form (to the “E-mail for new cases”, without one to the main account) and the reference to the conciliation body. Without a text of your own the default text applies, which follows the state of the checks with every version of the Bürgerportal.',
  'accessibility.edit': 'Edit the statement',
  'accessibility.text': 'Text of the statement',
  'accessibility.textHint':
    'Separate paragraphs with an empty line; “## ” at the start of a paragraph makes it a heading, lines starting with “- ” become a list. At most 20,000 characters.',
  'accessibility.usesDefault': 'The default text applies at present.',
  'accessibility.usesOwn': 'Your own text applies at present.',
  'accessibility.save': 'Save statement',
  'accessibility.reset': 'Use the default text',
  'accessibility.saved': 'The accessibility statement has been saved.',
  'accessibility.resetDone': 'The default text applies again.',
};
