import { roundPoint, type LatLng } from './geo.js';

/** What a point list draws: a line needs 2 points, an area 3 (docs/product/citizen-information.md#map-data-by-type). */
export type ShapeMode = 'line' | 'area';
export const MIN_POINTS: Record<ShapeMode, number> = { line: 2, area: 3 };

export const addPoint = (points: readonly LatLng[], point: LatLng): LatLng[] => [...points, roundPoint(point)];

export const removePointAt = (points: readonly LatLng[], index: number): LatLng[] => points.filter((_, i) => i !== index);

export const removeLastPoint = (points: readonly LatLng[]): LatLng[] => points.slice(0, -1);

/** How many points are still missing for a valid line or area (0 when it is complete). */
export const missingPoints = (points: readonly LatLng[], mode: ShapeMode): number => Math.max(MIN_POINTS[mode] - points.length, 0);
