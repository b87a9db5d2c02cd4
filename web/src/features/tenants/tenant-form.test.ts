import { describe, expect, it } from 'vitest';
import {
  buildTenantPayload,
  embedCode,
  formFromTenant,
  NEW_TENANT,
  parseBoundaries,
  parseDecimal,
  parseWholeNumber,
  type TenantFormValues,
} from './tenant-form.js';
import { exampleTenant } from '../../../../contracts/examples/tenant.js';

const BOUNDARY = [
  { latitude: 52.19, longitude: 13.39 },
  { latitude: 52.25, longitude: 13.39 },
  { latitude: 52.255, longitude: 13.44 },
];

const MUSTERSTADT = exampleTenant({
  id: 2,
  name: 'Musterstadt',
  designationMap: { de: 'Musterstadt', en: 'Musterstadt' },
  street: 'Rathausplatz',
  hnr: '1',
  zip: '15732',
  city: 'Musterstadt',
  country: 'GERMANY',
  type: 'commune',
  headerImage: 'banner.png',
  population: 24800,
  area: 62.5,
  emailNotification: 'faelle@musterstadt.example',
  automaticReply: 'Danke.',
  childrenTenantIds: [3],
  childrenTenants: [{ id: 3, name: 'Beispieldorf', designationMap: {} }],
  townhallLatitude: 52.2201,
  townhallLongitude: 13.4402,
  mapCenterLatitude: 52.22,
  mapCenterLongitude: 13.44,
  modules: ['APIZUGRIFF', 'BUERGERINFO', 'MAENGELMELDER'],
  visibleModules: ['BUERGERINFO', 'MAENGELMELDER'],
  showBisCalendar: false,
  mmPublishAllCasesOnMap: true,
  mmMapShowCreateCaseButton: true,
  description: '<p>Willkommen</p>',
  mainAccount: 7,
  mainAccountUser: { id: 7, fullname: 'Anna Albrecht' },
  apiKey: 'demo-musterstadt',
  boundaries: JSON.stringify(BOUNDARY),
});

describe('defaults', () => {
  it('start a new tenant in Germany as a company with the event calendar shown (docs/product/tenants.md#tenant-defaults)', () => {
    expect(NEW_TENANT).toMatchObject({ country: 'GERMANY', type: 'company', showBisCalendar: true, boundaries: [], modules: [] });
  });
});

describe('formFromTenant', () => {
  it('reads every group of a stored tenant, numbers in the UI notation', () => {
    const form = formFromTenant(MUSTERSTADT, 'de-DE');
    expect(form).toMatchObject({
      name: 'Musterstadt',
      type: 'commune',
      population: '24800',
      area: '62,5',
      emailNotificationCompletedCase: '',
      childrenTenants: [{ id: 3, name: 'Beispieldorf' }],
      mainAccount: { id: 7, name: 'Anna Albrecht' },
      townhall: { latitude: 52.2201, longitude: 13.4402 },
      boundaries: BOUNDARY,
      showBisCalendar: false,
    });
    expect(formFromTenant(MUSTERSTADT, 'en-GB').area).toBe('62.5');
    expect(formFromTenant({ ...MUSTERSTADT, townhallLongitude: null, mainAccountUser: null }, 'de-DE')).toMatchObject({
      townhall: null,
      mainAccount: null,
    });
  });

  it('reads the boundary JSON string and treats anything unreadable as no boundary', () => {
    expect(parseBoundaries(JSON.stringify(BOUNDARY))).toEqual(BOUNDARY);
    expect(parseBoundaries(null)).toEqual([]);
    expect(parseBoundaries('kaputt')).toEqual([]);
    expect(parseBoundaries('{"latitude":1}')).toEqual([]);
    expect(parseBoundaries('[{"latitude":1,"longitude":2},{"x":1}]')).toEqual([{ latitude: 1, longitude: 2 }]);
  });
});

describe('numbers', () => {
  it('reads whole numbers with German grouping and decimals with a comma or a point', () => {
    expect(parseWholeNumber(' 24.800 ')).toBe(24800);
    expect(parseWholeNumber('24 800')).toBe(24800);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('12,5')).toBeNaN();
    expect(parseWholeNumber('-3')).toBeNaN();
    expect(parseDecimal('62,5')).toBe(62.5);
    expect(parseDecimal('62.5')).toBe(62.5);
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal('viel')).toBeNaN();
  });
});

describe('buildTenantPayload', () => {
  const form: TenantFormValues = { ...formFromTenant(MUSTERSTADT, 'de-DE'), name: '  Musterstadt  ', emailNotification: ' ' };

  it("sends the super admin's fields, the boundary as the JSON string of its points, and trims texts", () => {
    const body = buildTenantPayload(form, true);
    expect(body).toMatchObject({
      name: 'Musterstadt',
      emailNotification: null,
      type: 'commune',
      childrenTenantIds: [3],
      modules: ['APIZUGRIFF', 'BUERGERINFO', 'MAENGELMELDER'],
      visibleModules: ['BUERGERINFO', 'MAENGELMELDER'],
      population: 24800,
      area: 62.5,
      mainAccount: 7,
      townhallLatitude: 52.2201,
      townhallLongitude: 13.4402,
      showBisCalendar: false,
      description: '<p>Willkommen</p>',
    });
    expect(JSON.parse(body.boundaries!)).toEqual(BOUNDARY);
    expect(body).not.toHaveProperty('mapCenterLatitude');
  });

  it("leaves the super admin's fields out for everyone else (the server would ignore them)", () => {
    const body = buildTenantPayload(form, false);
    for (const field of ['type', 'childrenTenantIds', 'modules', 'visibleModules', 'population', 'area', 'mainAccount', 'boundaries']) {
      expect(body).not.toHaveProperty(field);
    }
    expect(body.name).toBe('Musterstadt');
  });

  it('clears the crest image when the crest is not used (docs/product/tenants.md#citizen-information-settings) and keeps it when it is', () => {
    expect(buildTenantPayload({ ...form, useCustomImage: false, image: 'wappen.png' }, false).image).toBeNull();
    expect(buildTenantPayload({ ...form, useCustomImage: true, image: 'wappen.png' }, false).image).toBe('wappen.png');
  });

  it('sends no figures for a company, no boundary without points, and only purchased modules as visible', () => {
    const body = buildTenantPayload(
      { ...form, type: 'company', boundaries: [], modules: ['MAENGELMELDER'], visibleModules: ['MAENGELMELDER', 'BUERGERINFO'] },
      true,
    );
    expect(body).toMatchObject({ type: 'company', population: null, area: null, boundaries: null, visibleModules: ['MAENGELMELDER'] });
  });

  it('sends an empty description and an unset town hall as null', () => {
    const body = buildTenantPayload({ ...form, description: '', townhall: null }, false);
    expect(body).toMatchObject({ description: null, townhallLatitude: null, townhallLongitude: null });
  });
});

describe('embedCode', () => {
  it('is an iframe of 500 by 800 pixels on the public case map with the key (docs/product/tenants.md#map-embed-settings)', () => {
    expect(embedCode('https://portal.example', 'a+b/c', 'Mängelmelder-Karte "Muster"')).toBe(
      '<iframe src="https://portal.example/cases-map?apiKey=a%2Bb%2Fc" width="500" height="800" style="border:0" title="Mängelmelder-Karte &quot;Muster&quot;" loading="lazy"></iframe>',
    );
  });
});
