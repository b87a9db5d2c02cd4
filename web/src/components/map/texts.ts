import type { WidgetTexts } from '../useWidgetTexts.js';

const de = {
  locale: 'de-DE',
  mapLabel: 'Karte',
  mapLoading: 'Karte wird geladen …',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende',
  markerAlt: 'Gewählter Ort',
  pointMarker: (n: number) => `Punkt ${n}`,

  searchLabel: 'Adresse suchen',
  searchPlaceholder: 'Straße, Hausnummer, Ort',
  searchTooShort: 'Bitte mindestens 3 Zeichen eingeben.',
  searching: 'Adressen werden gesucht …',
  noResults: 'Keine Adresse gefunden.',
  searchFailed: 'Die Adresssuche ist gerade nicht erreichbar.',
  resultsFound: (n: number) => (n === 1 ? '1 Adresse gefunden.' : `${n} Adressen gefunden.`),

  locate: 'Meine Position verwenden',
  locating: 'Ihre Position wird ermittelt …',
  locateFailed: 'Ihre Position konnte nicht ermittelt werden.',

  coordinates: 'Koordinaten eingeben',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
  latitudeInvalid: 'Bitte geben Sie einen Breitengrad zwischen -90 und 90 ein.',
  longitudeInvalid: 'Bitte geben Sie einen Längengrad zwischen -180 und 180 ein.',
  setMarker: 'Ort übernehmen',
  addPoint: 'Punkt hinzufügen',
  position: (latitude: string, longitude: string) => `Breite ${latitude}, Länge ${longitude}`,

  pickerHint:
    'Klicken Sie in die Karte, um den Ort zu setzen. Ohne Maus: Adresse suchen, eigene Position verwenden oder Koordinaten eingeben.',
  selected: (position: string) => `Gewählter Ort: ${position}`,
  noneSelected: 'Noch kein Ort gewählt.',

  editorHint: 'Klicken Sie in die Karte, um einen Punkt hinzuzufügen. Ohne Maus: Adresse suchen oder Koordinaten eingeben.',
  searchAddsPoint: 'Punkt über Adresse hinzufügen',
  pointsHeading: 'Punkte',
  point: (n: number, position: string) => `Punkt ${n}: ${position}`,
  noPoints: 'Noch keine Punkte gesetzt.',
  removePoint: 'Punkt entfernen',
  removeLast: 'Letzten Punkt entfernen',
  missing: { line: 'Eine Linie braucht mindestens 2 Punkte.', area: 'Eine Fläche braucht mindestens 3 Punkte.' },
  pointAdded: (n: number) => `Punkt ${n} hinzugefügt.`,
  pointRemoved: (n: number) => `Punkt ${n} entfernt.`,
};

export const MAP_TEXTS: WidgetTexts<typeof de> = {
  de,
  en: {
    locale: 'en-GB',
    mapLabel: 'Map',
    mapLoading: 'Loading the map …',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    markerAlt: 'Selected place',
    pointMarker: (n) => `Point ${n}`,

    searchLabel: 'Search address',
    searchPlaceholder: 'Street, number, town',
    searchTooShort: 'Please enter at least 3 characters.',
    searching: 'Searching addresses …',
    noResults: 'No address found.',
    searchFailed: 'The address search is not available right now.',
    resultsFound: (n) => (n === 1 ? '1 address found.' : `${n} addresses found.`),

    locate: 'Use my location',
    locating: 'Finding your location …',
    locateFailed: 'Your location could not be determined.',

    coordinates: 'Enter coordinates',
    latitude: 'Latitude',
    longitude: 'Longitude',
    latitudeInvalid: 'Please enter a latitude between -90 and 90.',
    longitudeInvalid: 'Please enter a longitude between -180 and 180.',
    setMarker: 'Use this place',
    addPoint: 'Add point',
    position: (latitude, longitude) => `latitude ${latitude}, longitude ${longitude}`,

    pickerHint: 'Click on the map to set the place. Without a mouse: search an address, use your location or enter coordinates.',
    selected: (position) => `Selected place: ${position}`,
    noneSelected: 'No place selected yet.',

    editorHint: 'Click on the map to add a point. Without a mouse: search an address or enter coordinates.',
    searchAddsPoint: 'Add point by address',
    pointsHeading: 'Points',
    point: (n, position) => `Point ${n}: ${position}`,
    noPoints: 'No points set yet.',
    removePoint: 'Remove point',
    removeLast: 'Remove last point',
    missing: { line: 'A line needs at least 2 points.', area: 'An area needs at least 3 points.' },
    pointAdded: (n) => `Point ${n} added.`,
    pointRemoved: (n) => `Point ${n} removed.`,
  },
};
