import { afterAll, afterEach, beforeAll, beforeEach, type TestContext } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { e2e } from './env.js';
import { saveFailureEvidence } from './failure.js';

export interface BrowserSession {
  /** the page of the current test (a new one per test) */
  readonly page: Page;
  /** the context of the whole file (one per test file) */
  readonly context: BrowserContext;
}

/**
 * Connects to the shared Chromium and opens one context for this test file and a fresh page per test.
 * Call it inside a describeE2E block. Pages come from a context, never browser.newPage(): axe refuses those.
 * After each test the page's storage is cleared so the next test starts logged out.
 */
export function useBrowser(options: BrowserContextOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    const env = e2e();
    browser = await chromium.connect(env.wsEndpoint);
    context = await browser.newContext({
      baseURL: env.baseUrl,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(15_000);
  });

  beforeEach(async () => {
    pageErrors = [];
    page = await context!.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
  });

  afterEach(async (ctx: TestContext) => {
    if (!page) return;
    if (ctx.task.result?.state === 'fail') await saveFailureEvidence(page, ctx.task, pageErrors);
    if (page.url().startsWith(e2e().baseUrl)) {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
    }
    await page.close();
    page = undefined;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  return {
    get page() {
      if (!page) throw new Error('no page: use the session inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('no context: use the session inside a test');
      return context;
    },
  };
}
