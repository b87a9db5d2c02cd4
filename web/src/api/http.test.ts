import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test-support/fetch-stub.js';
import { createHttp } from './http.js';

describe('the API client’s download', () => {
  it('counts the bytes as they arrive and names the file as the server does', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const calls = stubFetch({
      'GET /api/case/export': () =>
        new Response(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(new TextEncoder().encode('Nr.;Erstellt\r\n'.padEnd(2500, ' ')));
              await arrived;
              controller.enqueue(new TextEncoder().encode('17;2026.11.25\r\n'));
              controller.close();
            },
          }),
          {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="faelle-offene-2026.11.25.csv"',
            },
          },
        ),
    });
    const progress: number[] = [];
    const download = createHttp('', () => 'token').download('/api/case/export', { query: { state: 'open', format: 'csv' } }, (bytes) =>
      progress.push(bytes),
    );
    await expect.poll(() => progress).toEqual([2500]);
    release();
    const file = await download;
    expect(progress).toEqual([2500, 2515]);
    expect(file.fileName).toBe('faelle-offene-2026.11.25.csv');
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
    expect(await file.blob.text()).toMatch(/^Nr\.;Erstellt\r\n {2486}17;2026\.11\.25\r\n$/);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ state: 'open', format: 'csv' });
  });
});
