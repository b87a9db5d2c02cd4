import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { describeE2E, e2e } from './support/env.js';

/**
 * The API reference (platform/openapi.ts) under the app's own Content-Security-Policy: the server tests check the
 * headers and files, only a browser shows that Swagger UI runs under them. No axe run: the page is Swagger UI's,
 * not a screen of ours.
 */
describeE2E('API reference', () => {
  const session = useBrowser();

  it('renders /api/docs from this server alone, with no CSP violation', async () => {
    const { page } = session;
    const violations: string[] = [];
    const foreign: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e().baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
    });

    await page.goto('/api/docs');
    expect(await page.title()).toBe('Bürgerportal API-Referenz');
    await page
      .getByRole('heading', { name: /Bürgerportal API/ })
      .first()
      .waitFor();
    // an operation of the case module opens with its parameters and the example answer
    await page.locator('#operations-tag-case').click();
    await page.locator('#operations-case-get_api_case__id_').click();
    await page.getByText('Schlagloch auf der Fahrbahn', { exact: false }).first().waitFor();

    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
