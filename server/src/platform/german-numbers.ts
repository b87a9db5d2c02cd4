/** A coordinate as the screens write it (web/src/components/map/geo.ts): German decimal comma, five or six decimals. */
const COORDINATE = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 5, maximumFractionDigits: 6, useGrouping: false });

/** A place in mails and PDFs as on screen ("Gewählter Ort: …"): "Breite 52,22010, Länge 13,44000". */
export const formatPosition = (latitude: number, longitude: number): string =>
  `Breite ${COORDINATE.format(latitude)}, Länge ${COORDINATE.format(longitude)}`;
