import { CASE_STATE_LABELS } from '@contracts/case-states.js';

/**
 * The frames' own German texts (default language). Small on purpose: the frames bundle does not load the
 * back office's dictionary. en.ts is typed against this object, so a missing English text fails the build.
 */
export const de = {
  locale: 'de-DE',
  appName: 'Bürgerportal',
  loading: 'Wird geladen …',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Adresse gibt es nicht.',
  retry: 'Erneut versuchen',
  failed: 'Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  sendFailed: 'Das hat nicht geklappt. Bitte versuchen Sie es später erneut.',
  stepFailed: 'Dieser Schritt konnte nicht geladen werden. Ihre Angaben bleiben erhalten.',
  pageFailed: 'Diese Seite konnte nicht vollständig geladen werden. Bitte prüfen Sie die Verbindung.',
  missingApiKey: 'Diese Seite wurde ohne API-Schlüssel aufgerufen. Bitte wenden Sie sich an die Gemeinde, die diese Seite eingebunden hat.',
  missingApiKeyConsole: 'Bürgerportal: Der Parameter apiKey fehlt in der Adresse; die Karte kann nicht geladen werden.',
  /**
   * The server's error codes in the page's language. The server answers in German and a German page shows its
   * message (docs/product/frames-and-open311.md#error-messages), so only the other languages need these.
   */
  serverCodes: null as Readonly<Record<string, string>> | null,

  states: CASE_STATE_LABELS,
  caseNumber: (n: number) => `Nr. ${n}`,
  noCategory: 'Keine Kategorie',
  reportedOn: (date: string) => `gemeldet am ${date}`,

  mapTitle: 'Mängelkarte',
  mapRegion: 'Karte der gemeldeten Mängel',
  /** one of the two is shown, by the width at which the list moves beside the map (CasesMap.css) */
  mapHintBelow: 'Die Liste unter der Karte zeigt die Meldungen im Kartenausschnitt.',
  mapHintBeside: 'Die Liste neben der Karte zeigt die Meldungen im Kartenausschnitt.',
  markerLabel: (title: string, state: string) => `${title}, ${state}`,
  clusterLabel: (n: number) => `Gruppe mit ${n} Meldungen, zum Aufklappen auswählen`,
  createCase: 'Mangel melden',
  listHeading: 'Gemeldete Mängel',
  listCount: (n: number) => (n === 1 ? '1 Meldung auf der Karte' : `${n} Meldungen auf der Karte`),
  listCountInView: (n: number, total: number) => `${n} von ${total} Meldungen im Kartenausschnitt`,
  showAllOnMap: 'Alle Meldungen zeigen',
  listEmpty: 'Zurzeit sind keine Mängel auf der Karte veröffentlicht.',
  showOnMap: 'Auf der Karte zeigen',
  closePopup: 'Schließen',
  /** contains the visible text, so voice control users can say what they see (WCAG 2.5.3) */
  showOnMapLabel: (what: string) => `${what} auf der Karte zeigen`,
  showMore: (shown: number, total: number) => `Weitere anzeigen (${shown} von ${total})`,

  wizardTitle: 'Mangel melden',
  wizardTitleFor: (tenant: string) => `Mangel melden – ${tenant}`,
  progress: 'Fortschritt',
  stepOf: (n: number, total: number) => `Schritt ${n} von ${total}`,
  stepNames: ['Ort', 'Kategorie', 'Fotos', 'Beschreibung'],
  stepHeadings: ['Wo ist der Mangel?', 'Welche Kategorie passt?', 'Fotos hinzufügen', 'Beschreiben und senden'],
  stepDone: 'erledigt',
  next: 'Weiter',
  back: 'Zurück',
  backToMap: 'Zurück zur Karte',

  locationMap: 'Karte zur Wahl des Ortes',
  locationHint: 'Setzen Sie die Markierung an die Stelle des Mangels. Ein neuer Klick versetzt sie.',
  locationMissing: 'Bitte setzen Sie zuerst eine Markierung auf der Karte.',
  nearbyHeading: 'Wurde das schon gemeldet?',
  nearbyIntro: (n: number) =>
    n === 1
      ? 'In der Nähe dieser Stelle ist bereits eine offene Meldung. Vielleicht ist Ihr Anliegen schon bekannt:'
      : `In der Nähe dieser Stelle sind bereits ${n} offene Meldungen. Vielleicht ist Ihr Anliegen schon bekannt:`,
  distance: (metres: number) => `${metres} m entfernt`,

  categoryLegend: 'Kategorie',
  categoriesLoading: 'Kategorien werden geladen …',
  categoryMissing: 'Bitte wählen Sie eine Kategorie.',
  responsible: (tenant: string) => `Zuständig: ${tenant}`,
  forwarded: 'Für diesen Ort ist keine Gemeinde im Bürgerportal zuständig. Ihre Meldung wird an die zuständige Stelle weitergeleitet.',

  photosLabel: 'Fotos (freiwillig)',
  photosHint: 'Fotos helfen bei der Bearbeitung, sind aber nicht nötig.',

  description: 'Beschreibung',
  descriptionHint: 'Was ist kaputt oder stört? Höchstens 250 Zeichen.',
  descriptionCounter: (count: number, max: number) => `${count} von ${max} Zeichen`,
  descriptionTooLong: 'Die Beschreibung darf nicht mehr als 250 Zeichen beinhalten',
  descriptionMissing: 'Bitte beschreiben Sie den Mangel.',
  email: 'E-Mail (freiwillig)',
  emailHint: 'Dann erhalten Sie einen Link zum Bearbeitungsstand und Nachrichten zu Ihrer Meldung.',
  emailRule: 'E-Mail muss entweder gültig oder leer sein.',
  emailInvalid: 'Bitte wählen Sie eine gültige E-Mail-Adresse.',
  /** the consent sentences around their linked words */
  terms: { before: 'Ich akzeptiere die ', link: 'Nutzungsbedingungen (AGB)', after: '.' },
  privacy: {
    before: 'Ich habe die ',
    link: 'Datenschutzerklärung',
    after: ' gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.',
  },
  imprint: 'Impressum',
  consentHint: 'Zum Senden bitte beide Kästchen ankreuzen.',
  send: 'Senden',
  sending: 'Wird gesendet …',

  thanksHeading: 'Vielen Dank für Ihre Meldung!',
  thanksNumber: (n: number) => `Ihre Meldung ist unter der Nummer ${n} eingegangen.`,
  thanksForwarded: 'Ihre Meldung ist eingegangen und wird an die zuständige Stelle weitergeleitet.',
  thanksMailed: (email: string) => `Einen Link zum Bearbeitungsstand haben wir an ${email} geschickt.`,
  thanksStatusLink: 'Bearbeitungsstand Ihrer Meldung',
  thanksStatusHint: 'Bewahren Sie diesen Link auf, wenn Sie den Bearbeitungsstand später ansehen möchten.',
  toMap: 'Zur Mängelkarte',
  redirectIn: (seconds: number) => (seconds === 1 ? 'Weiter zur Karte in 1 Sekunde.' : `Weiter zur Karte in ${seconds} Sekunden.`),
  redirectStop: 'Weiterleitung anhalten',
  redirectStopped: 'Die Weiterleitung ist angehalten.',

  embedTitle: 'Mangel melden',
  embedFrameTitle: 'Karte',

  statusTitle: 'Ihre Meldung',
  statusTitleNumber: (n: number) => `Ihre Meldung Nr. ${n}`,
  statusMissingToken: 'Der Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail vollständig.',
  statusState: 'Bearbeitungsstand',
  statusCreated: 'Gemeldet am',
  statusCategory: 'Kategorie',
  statusTenant: 'Zuständig',
  statusDescription: 'Ihre Beschreibung',
  statusForwarded: 'wird weitergeleitet',
  /** the server answers 410 once the retention removed the reporter's data (the link then shows nothing else) */
  statusDataErased: 'Ihre personenbezogenen Daten zu dieser Meldung wurden gelöscht.',
  answersHeading: 'Antworten der Verwaltung',
  answersEmpty: 'Noch keine Antworten.',
  ratingLegend: 'Wie zufrieden sind Sie mit der Bearbeitung?',
  ratingOptions: ['1 – sehr unzufrieden', '2 – unzufrieden', '3 – teils, teils', '4 – zufrieden', '5 – sehr zufrieden'],
  ratingComment: 'Kommentar (freiwillig)',
  ratingSend: 'Bewertung senden',
  ratingMissing: 'Bitte wählen Sie eine Bewertung von 1 bis 5.',
  ratingThanks: 'Vielen Dank für Ihre Bewertung.',
  ratingGiven: (rating: number) => `Ihre Bewertung: ${rating} von 5`,
  withdraw: 'Meldung zurückziehen',
  withdrawQuestion: 'Möchten Sie Ihre Meldung wirklich zurückziehen? Das lässt sich nicht rückgängig machen.',
  withdrawConfirm: 'Ja, zurückziehen',
  withdrawCancel: 'Abbrechen',
  withdrawn: 'Ihre Meldung wurde zurückgezogen.',

  footer: 'Fußzeile',
  statementLink: 'Barrierefreiheit',
  statementTitle: 'Erklärung zur Barrierefreiheit',
  feedbackHeading: 'Barriere melden',
  feedbackIntro:
    'Ist Ihnen auf diesen Seiten eine Barriere aufgefallen, oder brauchen Sie einen Inhalt in anderer Form? Schreiben Sie uns: Ihre Nachricht geht an die Gemeinde.',
  feedbackMessage: 'Ihre Nachricht',
  feedbackMessageHint: (max: number) => `Was hat nicht funktioniert? Höchstens ${max} Zeichen.`,
  feedbackMessageMissing: 'Bitte beschreiben Sie die Barriere.',
  feedbackPage: 'Seite oder Stelle (freiwillig)',
  feedbackPageHint: 'Zum Beispiel „Mängelkarte“ oder „Schritt 2 der Meldung“.',
  feedbackEmailHint: 'Dann erhalten Sie eine Bestätigung, und die Gemeinde kann Ihnen antworten.',
  feedbackSend: 'Rückmeldung senden',
  feedbackSent: 'Vielen Dank für Ihre Rückmeldung. Wir haben sie an die Gemeinde weitergeleitet.',
  feedbackSentMailed: (email: string) => `Eine Bestätigung geht an ${email}.`,
  feedbackAgain: 'Weitere Rückmeldung schreiben',
};

export type FrameTexts = typeof de;
