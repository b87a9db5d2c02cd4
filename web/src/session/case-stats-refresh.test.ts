import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test-support/fetch-stub.js';
import { caseStatsVersion } from './caseStats.js';
import { api } from './session.js';

describe('the sidebar counters follow the user’s case changes', () => {
  it('moves the counters after every successful write to a case, not after reads, failures or other writes', async () => {
    stubFetch({
      'PUT /api/case/4/state/FINISHED': () => json({ id: 4 }),
      'POST /api/case/bulk': () => json({ done: 0, results: [] }),
      'GET /api/case/4': () => json({ id: 4 }),
      'PUT /api/case/5/state/FINISHED': () => json({ message: 'Nein', code: 'ILLEGAL_STATE_TRANSITION' }, 409),
      'DELETE /api/promotion/1': () => json({ message: 'gelöscht' }),
    });
    const before = caseStatsVersion.value;
    await api.cases.setState(4, 'FINISHED');
    expect(caseStatsVersion.value).toBe(before + 1);
    await api.cases.bulk({ caseIds: [4], action: 'publish' });
    expect(caseStatsVersion.value).toBe(before + 2);
    await api.cases.get(4);
    await expect(api.cases.setState(5, 'FINISHED')).rejects.toThrow('Nein');
    await api.promotions.remove(1);
    expect(caseStatsVersion.value).toBe(before + 2);
  });
});
