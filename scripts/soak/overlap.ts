/** One request sent beside the request under test (scripts/soak/stall.ts); status null: no answer (network error). */
export interface Answer {
  startedAt: number;
  endedAt: number;
  status: number | null;
}

export interface Beside {
  /** answers that arrived while the request under test ran */
  answers: number;
  /** of the requests that overlapped it, those that failed */
  errors: number;
  /** the longest any overlapping request took, counting those already waiting when it began or still waiting when it ended */
  worstMs: number;
}

/** What the requests sent beside a long one went through while it ran, from `from` to `to`. */
export function besideWindow(answers: readonly Answer[], from: number, to: number): Beside {
  const overlapping = answers.filter((answer) => answer.startedAt <= to && answer.endedAt >= from);
  return {
    answers: overlapping.filter((answer) => answer.endedAt <= to).length,
    errors: overlapping.filter((answer) => answer.status === null || answer.status >= 400).length,
    worstMs: Math.max(0, ...overlapping.map((answer) => answer.endedAt - answer.startedAt)),
  };
}
