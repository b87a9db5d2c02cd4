import { describe, inject } from 'vitest';
import type { E2EEnvironment } from '../setup/global.js';

const provided = inject('e2e');

/** The running server, maildev and browser of this run (see setup/global.ts). */
export function e2e(): E2EEnvironment {
  if (!provided) throw new Error(`browser tests are skipped: ${inject('e2eSkipReason')}`);
  return provided;
}

/** A describe block that is skipped (with the setup's loud notice) when no Chromium is available. */
export const describeE2E = describe.skipIf(provided === null);

/** An absolute URL on the server under test. */
export const url = (path: string): string => `${e2e().baseUrl}${path}`;
