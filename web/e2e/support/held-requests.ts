import type { Page } from 'playwright-core';

export interface HeldRequests {
  /** lets the held requests (and any later ones) through */
  release: () => void;
  /** releases them and stops holding; for a `finally` */
  stop: () => Promise<void>;
}

/** Holds the page's requests for matching addresses until released: one file on a slow link. */
export async function holdRequests(page: Page, address: RegExp): Promise<HeldRequests> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(address, async (route) => {
    await released;
    await route.continue();
  });
  return {
    release,
    stop: async () => {
      release();
      await page.unroute(address);
    },
  };
}
