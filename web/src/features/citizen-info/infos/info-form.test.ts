import { describe, expect, it } from 'vitest';
import { INFO_VALIDATION_MESSAGES } from '@contracts/info.js';
import { de } from '../../../i18n/de.js';
import {
  infoFieldOfError,
  infoPayload,
  initialInfoValues,
  isBlankHtml,
  parsePoints,
  saveActions,
  validateInfo,
  withEventStart,
  withTenant,
  withType,
  type InfoFormValues,
} from './info-form.js';

const P = (latitude: number, longitude = 13.4) => ({ latitude, longitude });
const empty = initialInfoValues(null, { id: 2, name: 'Musterstadt' });
const complete: InfoFormValues = {
  ...empty,
  headline: 'Stadtfest',
  categoryId: 11,
  type: 'TEXT',
  description: '<p>Musik</p>',
  titleImages: ['a.png'],
};

describe('validateInfo', () => {
  it('carries the ten messages of the specification in the contract’s order', () => {
    const keys = ['headline', 'category', 'survey', 'eventDates', 'type', 'description', 'line', 'area', 'titleImage', 'tenant'] as const;
    expect(keys.map((key) => de[`citizenInfo.validation.${key}`])).toEqual([...INFO_VALIDATION_MESSAGES]);
  });

  it('reports the first failing rule, in the order of docs/product/citizen-information.md#validation-order', () => {
    const steps: Array<[Partial<InfoFormValues>, string | null]> = [
      [{}, 'headline'],
      [{ headline: '  ' }, 'headline'],
      [{ headline: 'x' }, 'category'],
      [{ headline: 'x', categoryId: 1, type: 'SURVEY' }, 'survey'],
      [{ headline: 'x', categoryId: 1, type: 'EVENT', eventStart: '2026.07.01 08:00' }, 'eventDates'],
      [{ headline: 'x', categoryId: 1, type: 'EVENT', eventStart: '2026.07.01 08:00', eventEnd: '2026.13.01 08:00' }, 'eventDates'],
      [{ headline: 'x', categoryId: 1 }, 'type'],
      [{ headline: 'x', categoryId: 1, type: 'TEXT', description: '<p><br></p>' }, 'description'],
      [{ headline: 'x', categoryId: 1, type: 'MAP_LINE', description: 'd', line: [P(1)] }, 'line'],
      [{ headline: 'x', categoryId: 1, type: 'MAP_AREA', description: 'd', area: [P(1), P(2)] }, 'area'],
      [{ headline: 'x', categoryId: 1, type: 'TEXT', description: 'd' }, 'titleImage'],
      [{ headline: 'x', categoryId: 1, type: 'TEXT', description: 'd', titleImages: ['a.png'], tenant: null }, 'tenant'],
      [{ headline: 'x', categoryId: 1, type: 'MAP_AREA', description: 'd', area: [P(1), P(2), P(3)] }, null],
    ];
    for (const [change, expected] of steps) {
      const problem = validateInfo({ ...empty, ...change }, true);
      expect(problem?.messageKey ?? null, JSON.stringify(change)).toBe(expected && `citizenInfo.validation.${expected}`);
    }
    expect(validateInfo({ ...complete, tenant: null }, false)).toBeNull();
  });

  it('counts rich text without text or image as empty', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p> &nbsp;</p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/files/images/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<h2>Titel</h2>')).toBe(false);
  });
});

describe('type and tenant changes', () => {
  const drawn: InfoFormValues = { ...complete, line: [P(1), P(2)], area: [P(1), P(2), P(3)], marker: P(5) };

  it('clears map data as docs/product/citizen-information.md#types says', () => {
    expect(withType(drawn, 'MAP_AREA')).toMatchObject({ line: [], marker: null, area: drawn.area });
    expect(withType(drawn, 'MAP_LINE')).toMatchObject({ area: [], marker: null, line: drawn.line });
    for (const type of ['TEXT', 'SURVEY', 'EVENT', null] as const) {
      expect(withType({ ...drawn, type: 'MAP_LINE' }, type)).toMatchObject({ line: [], area: [], marker: drawn.marker });
    }
    expect(withType(drawn, 'TEXT')).toBe(drawn);
  });

  it('starts a new event now, seconds zeroed, ending 365 days later at the same Berlin time', () => {
    const event = withType(complete, 'EVENT', Date.parse('2026-07-01T06:30:45Z'));
    expect(event).toMatchObject({ eventStart: '2026.07.01 08:30', eventEnd: '2027.07.01 08:30' });
    expect(withType({ ...complete, eventStart: '2026.01.01 10:00', eventEnd: '2026.01.01 12:00' }, 'EVENT')).toMatchObject({
      eventStart: '2026.01.01 10:00',
      eventEnd: '2026.01.01 12:00',
    });
    expect(withEventStart(complete, '2026.01.15 09:00').eventEnd).toBe('2027.01.15 09:00');
    expect(withEventStart(complete, '2026.01.1').eventEnd).toBe('');
    expect(withEventStart({ ...complete, eventEnd: '2026.01.02 00:00' }, '2026.01.01 00:00').eventEnd).toBe('2026.01.02 00:00');
  });

  it('drops category and survey for another tenant, keeps them while the field is emptied', () => {
    const chosen = { ...complete, surveyId: 3 };
    expect(withTenant(chosen, { id: 9, name: 'Beispieldorf' })).toMatchObject({ categoryId: null, surveyId: null });
    expect(withTenant(chosen, null)).toMatchObject({ tenant: null, categoryId: 11, surveyId: 3 });
    expect(withTenant(chosen, { id: 2, name: 'Musterstadt' })).toMatchObject({ categoryId: 11, surveyId: 3 });
  });
});

describe('payload', () => {
  it('sends the map lists as JSON text, the survey and dates only for their type, and null for no image', () => {
    const line = {
      ...complete,
      type: 'MAP_LINE' as const,
      titleImages: [],
      line: [P(52.1, 13.1), P(52.2, 13.2)],
      surveyId: 4,
      eventStart: '2026.07.01 08:00',
    };
    expect(infoPayload(line, 'PUBLISHED', true)).toEqual({
      headline: 'Stadtfest',
      description: '<p>Musik</p>',
      titleImage: null,
      type: 'MAP_LINE',
      status: 'PUBLISHED',
      categoryId: 11,
      tenantId: 2,
      place: null,
      mapLines: '[[52.1,13.1],[52.2,13.2]]',
      mapAreas: '[]',
      latitude: null,
      longitude: null,
    });
    const event = infoPayload(
      { ...complete, type: 'EVENT', eventStart: '2026.07.01 08:00', eventEnd: '2026.07.01 20:00', place: ' Markt ' },
      'DRAFT',
      false,
    );
    expect(event).toMatchObject({ eventStart: '2026-07-01T06:00:00.000Z', eventEnd: '2026-07-01T18:00:00.000Z', place: 'Markt' });
    expect(event).not.toHaveProperty('tenantId');
    expect(infoPayload({ ...complete, type: 'SURVEY', surveyId: 4 }, 'DRAFT', false)).toMatchObject({ surveyId: 4 });
  });

  it('reads stored map data and ignores what is no list of points', () => {
    expect(parsePoints('[[52.1,13.1],[52.2,13.2]]')).toEqual([P(52.1, 13.1), P(52.2, 13.2)]);
    expect(parsePoints(null)).toEqual([]);
    expect(parsePoints('{')).toEqual([]);
  });
});

describe('saved items', () => {
  it('shows the saved event dates in Berlin time and the stored shapes as points', () => {
    const values = initialInfoValues(
      {
        headline: 'Stadtfest',
        tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
        type: 'EVENT',
        eventStart: '2026-07-01T06:00:00.000Z',
        eventEnd: '2026-12-31T23:15:00.000Z',
        place: null,
        categoryId: 11,
        surveyId: null,
        description: '<p>x</p>',
        titleImage: null,
        mapLines: null,
        mapAreas: '[[52.1,13.1],[52.2,13.2],[52.3,13.3]]',
        latitude: 52.2,
        longitude: 13.4,
      } as Parameters<typeof initialInfoValues>[0],
      null,
    );
    expect(values).toMatchObject({
      eventStart: '2026.07.01 08:00',
      eventEnd: '2027.01.01 00:15',
      place: '',
      titleImages: [],
      marker: P(52.2, 13.4),
    });
    expect(values.area).toHaveLength(3);
  });
});

describe('server refusals and buttons', () => {
  it('finds the field of a refusal', () => {
    expect(infoFieldOfError('INFO_VALIDATION', INFO_VALIDATION_MESSAGES[7])).toBe('map');
    expect(infoFieldOfError('INFO_VALIDATION', INFO_VALIDATION_MESSAGES[9])).toBe('tenant');
    expect(infoFieldOfError('EVENT_END_BEFORE_START', 'x')).toBe('eventEnd');
    expect(infoFieldOfError('SOMETHING', 'x')).toBeNull();
  });

  it('names the publish button by the approve right and offers a draft only for new items and drafts', () => {
    expect(saveActions(null, true)).toEqual({ publishLabel: 'citizenInfo.form.publish', draft: true });
    expect(saveActions('DRAFT', false)).toEqual({ publishLabel: 'citizenInfo.form.requestApproval', draft: true });
    expect(saveActions('IN_REVIEW', false).draft).toBe(false);
    expect(saveActions('PUBLISHED', true).draft).toBe(false);
  });
});
