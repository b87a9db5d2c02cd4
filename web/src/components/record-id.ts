/**
 * The id of the record an edit address names (`?caseId=12`, `?userId=5` …): a positive whole number, else null
 * (the parameter is missing, or names no record id).
 */
export function recordIdFrom(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name);
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
