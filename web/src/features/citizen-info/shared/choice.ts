/** A tenant as the pickers show it. */
export interface Choice {
  id: number;
  name: string;
}
