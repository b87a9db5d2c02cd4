import { describe, expect, it } from 'vitest';
import { initialValues, promotionPayload, validatePromotion, type PromotionFormValues } from './promotion-form.js';

const AREA = [
  { latitude: 52.2, longitude: 13.4 },
  { latitude: 52.3, longitude: 13.5 },
  { latitude: 52.25, longitude: 13.6 },
];

const complete: PromotionFormValues = {
  name: 'Sommeraktion',
  start: '2026.07.01 08:00',
  end: '2026.08.31 20:00',
  allowAlreadyRegisteredDevices: true,
  boundaries: AREA,
};

describe('validatePromotion', () => {
  it('reports the first failing rule of docs/product/super-admin.md#promotion-validation-rules, in order', () => {
    const empty = initialValues(null);
    const steps: Array<[Partial<PromotionFormValues>, string | null]> = [
      [{}, 'promotions.validation.name'],
      [{ name: '  ' }, 'promotions.validation.name'],
      [{ name: 'Sommeraktion' }, 'promotions.validation.start'],
      [{ name: 'Sommeraktion', start: '2026.13.01 08:00' }, 'promotions.validation.start'],
      [{ name: 'Sommeraktion', start: complete.start }, 'promotions.validation.end'],
      [{ name: 'Sommeraktion', start: complete.start, end: complete.end }, 'promotions.validation.boundaries'],
      [
        { name: 'Sommeraktion', start: complete.start, end: complete.end, boundaries: AREA.slice(0, 2) },
        'promotions.validation.boundaries',
      ],
      [{ name: 'Sommeraktion', start: complete.start, end: complete.end, boundaries: AREA }, null],
    ];
    for (const [change, expected] of steps) {
      expect(validatePromotion({ ...empty, ...change })?.messageKey ?? null).toBe(expected);
    }
  });
});

describe('payload and route', () => {
  it('sends ISO dates and the boundary as JSON text', () => {
    expect(promotionPayload({ ...complete, name: ' Sommeraktion ' })).toEqual({
      name: 'Sommeraktion',
      startDate: '2026-07-01T06:00:00.000Z',
      endDate: '2026-08-31T18:00:00.000Z',
      allowAlreadyRegisteredDevices: true,
      boundaries: JSON.stringify(AREA),
    });
  });
});
