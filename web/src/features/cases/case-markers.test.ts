import { describe, expect, it } from 'vitest';
import type { CaseMarkers } from '@contracts/case.js';
import { mapMarkers } from './case-markers.js';

describe('mapMarkers', () => {
  it('names each marker’s state and category from the answer’s tables', () => {
    const answer: CaseMarkers = {
      markers: [
        [7, 12, 52.2201, 13.4402, 1, 0],
        [8, null, 52.23, 13.45, 0, null],
      ],
      states: ['IN_PROGRESS', 'CREATED'],
      categories: ['Straßenschäden'],
      truncated: false,
    };
    expect(mapMarkers(answer)).toEqual([
      { id: 7, caseNumber: 12, latitude: 52.2201, longitude: 13.4402, state: 'CREATED', category: 'Straßenschäden' },
      { id: 8, caseNumber: null, latitude: 52.23, longitude: 13.45, state: 'IN_PROGRESS', category: null },
    ]);
  });
});
