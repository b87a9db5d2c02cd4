/** The sidebar's case counters (all, open, rejected). */
export interface CaseStats {
  all: number;
  open: number;
  rejected: number;
}

/** Cases arrive with a later issue (GET /api/case/stats); until then every counter is 0. */
export function useCaseStats(): CaseStats {
  return { all: 0, open: 0, rejected: 0 };
}
