import { ACCESSIBILITY_CHECKED_ON, longGermanDate } from '@contracts/accessibility.js';

/**
 * The statement a tenant gets until it writes its own: what the product's own checks measure (axe in the browser
 * tests of every screen, at phone and desktop width, and the keyboard path through each), not more, and the
 * limitations known from building it. The feedback form and the conciliation body follow on the page itself.
 */
export function defaultStatement(tenantName: string): string {
  const checked = longGermanDate(ACCESSIBILITY_CHECKED_ON);
  return [
    `${tenantName} ist bemüht, die Seiten des Bürgerportals (Mängelkarte, Mängelmeldung und Stand einer Meldung) im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) barrierefrei zugänglich zu machen.`,
    '## Stand der Vereinbarkeit mit den Anforderungen',
    'Diese Seiten sind teilweise barrierefrei. Sie sollen die Anforderungen der WCAG 2.1 auf Stufe AA und der BITV 2.0 erfüllen. Jede Seite wird mit jeder neuen Version des Bürgerportals in automatischen Browsertests mit dem Prüfwerkzeug axe geprüft, auf dem Telefon und am Bildschirm, und mit der Tastatur vollständig bedient; dabei wurden keine Verstöße gefunden. Automatische Prüfungen finden nicht alle Barrieren; eine Prüfung durch Sachverständige (BITV-Test) liegt noch nicht vor.',
    '## Nicht barrierefreie Inhalte',
    [
      '- Karte: Die Markierungen auf der Karte sind ohne Sehen schwer zu erfassen. Alle Meldungen der Karte stehen deshalb auch als Liste neben oder unter der Karte.',
      '- Ort einer Meldung: Statt eine Markierung auf der Karte zu setzen, können Sie eine Adresse suchen oder Ihre Position verwenden.',
      '- PDF-Dokumente: Zusammenfassungen, die das Bürgerportal als PDF erzeugt, sind nicht vollständig barrierefrei. Ihre Inhalte stehen auch auf den Seiten selbst.',
    ].join('\n'),
    '## Erstellung dieser Erklärung',
    `Diese Erklärung beruht auf der letzten Prüfung vom ${checked}.`,
  ].join('\n\n');
}
