import { describe, expect, it } from 'vitest';
import fastJson from 'fast-json-stringify';
import { Type } from 'typebox';
import { CaseListItem } from '@contracts/case.js';
import { Nullable, Page } from '@contracts/common.js';
import { nullablesAsTypeLists } from './serialization.js';

const card = {
  id: 7,
  caseNumber: null,
  description: 'Schlagloch vor der Schule "Am Markt"',
  state: 'IN_PROGRESS',
  progress: 50,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdAtFormatted: '2026.11.20 11:00',
  editedAt: null,
  stateChangedDeadline: '2026-11-25T10:00:00.000Z',
  stateChangedDeadlineFormatted: '2026.11.25 11:00',
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt' },
  categoryId: null,
  category: null,
  categoryTagId: null,
  categoryTag: null,
  assigneeId: 3,
  assignee: { id: 3, fullname: 'Erika Muster' },
  rating: null,
  reachable: true,
  publishedOnMap: false,
  firstPhoto: null,
};

const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema));

describe('nullable fields for the response serialiser', () => {
  it('writes a typed value or null as a type list, deep inside objects and arrays', () => {
    const schema = plain(
      Type.Object({
        items: Type.Array(Type.Object({ name: Nullable(Type.String()), ref: Nullable(Type.Object({ id: Type.Integer() })) })),
      }),
    );
    expect(nullablesAsTypeLists(schema)).toEqual({
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'ref'],
            properties: {
              name: { type: ['string', 'null'] },
              ref: { type: ['object', 'null'], required: ['id'], properties: { id: { type: 'integer' } } },
            },
          },
        },
      },
    });
  });

  it('leaves unions it cannot say as a type list', () => {
    const schema = plain(Type.Object({ state: Nullable(Type.Enum(['A', 'B'])), either: Type.Union([Type.String(), Type.Integer()]) }));
    expect(nullablesAsTypeLists(schema)).toEqual(schema);
  });

  it('serialises a page of case cards exactly as before', () => {
    const page = {
      content: [card, { ...card, id: 8, caseNumber: 12, category: { id: 4, name: 'Straße' }, categoryId: 4, rating: 2 }],
      totalPages: 1,
      totalElements: 2,
      page: 0,
      size: 50,
    };
    const schema = plain(Page(CaseListItem));
    const before = fastJson(schema)(page);
    expect(fastJson(nullablesAsTypeLists(schema) as object)(page)).toBe(before);
    expect(JSON.parse(before)).toEqual(page);
  });
});
