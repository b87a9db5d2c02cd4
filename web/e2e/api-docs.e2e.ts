import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E, e2e } from './support/env.js';

/**
 * The API reference (platform/openapi.ts) under the app's own Content-Security-Policy: the server tests check the
 * headers and files, only a browser shows that Swagger UI runs under them. Swagger UI's own theme fails axe; the app
 * serves an accessible one (platform/openapi-theme.ts), checked below on a phone and a desktop screen.
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
    await page.locator('#operations-case-getCase').click();
    await page.getByText('Schlagloch auf der Fahrbahn', { exact: false }).first().waitFor();

    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
});

for (const { name, ...options } of [
  { name: '390 px', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '1366 px', viewport: { width: 1366, height: 768 } },
]) {
  describeE2E(`API reference at ${name}`, () => {
    const session = useBrowser(options);

    it('passes axe with an operation open, and opens it by keyboard', async () => {
      const { page } = session;
      await page.goto('/api/docs');
      await page
        .getByRole('heading', { name: /Bürgerportal API/ })
        .first()
        .waitFor();
      await expectNoAxeViolations(page);
      await page.locator('#operations-tag-case button.expand-operation').focus();
      await page.keyboard.press('Enter');
      const operation = page.locator('.opblock-tag-section.is-open .opblock-summary-control').first();
      await operation.focus();
      await page.keyboard.press('Enter');
      await page.locator('.opblock-body').first().waitFor();
      expect(await operation.getAttribute('aria-expanded')).toBe('true');
      await expectNoAxeViolations(page);
    });
  });
}
