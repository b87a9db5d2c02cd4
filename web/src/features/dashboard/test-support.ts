import type { CasesDiagram } from '@contracts/dashboard.js';
import { parseBerlinDateTime } from '../../components/berlin-time.js';

/** A Berlin midnight in ms, as the server's diagram points carry them: berlinMidnight('2022-10-01'). */
export const berlinMidnight = (isoDay: string) => Date.parse(parseBerlinDateTime(`${isoDay.replaceAll('-', '.')} 00:00`) ?? '');

/** The server's daily diagram from `first` to `last` (ISO days, both included), `count(i)` new cases on the i-th day. */
export function dailyDiagram(first: string, last: string, count: (index: number) => number = () => 1): CasesDiagram {
  const points: [number, number][] = [];
  for (let day = Date.parse(first), index = 0; day <= Date.parse(last); day += 86_400_000, index++) {
    points.push([berlinMidnight(new Date(day).toISOString().slice(0, 10)), count(index)]);
  }
  return points;
}
