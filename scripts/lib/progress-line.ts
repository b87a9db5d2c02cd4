const WIDTH = 30;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * `[##########--------------------] 120/340 (35 %), noch etwa 0:42`: a long command's progress on one line, the
 * estimate from the pace since `startedAt`.
 */
export function progressLine(done: number, total: number, startedAt: number, nowMs = Date.now()): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * WIDTH);
  const elapsed = (nowMs - startedAt) / 1000;
  const left = done === 0 ? null : (elapsed / done) * (total - done);
  const estimate = left === null ? '' : `, noch etwa ${clock(left)}`;
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} (${Math.round(share * 100)} %)${estimate}`;
}
