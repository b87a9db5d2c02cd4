/** A tenant as the pickers show it. */
export interface Choice {
  id: number;
  name: string;
}

/** The record id of an edit route (`?categoryId=`, `?infoId=`); 0 means create. */
export function recordIdFrom(search: string, parameter: string): number {
  const value = Number(new URLSearchParams(search).get(parameter));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
