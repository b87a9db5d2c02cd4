import { BASE_IMAGE, ensureBaseImage } from './lib/container/base-image.js';
import { bytesAbove, IMAGE } from './lib/container/container.js';
import { run, succeeds } from './lib/container/run.js';
import { smokeTest } from './lib/container/smoke.js';

/**
 * `npm run test:container`: builds the image from the unchanged Dockerfile with buildah and runs the operator's
 * path through it (scripts/lib/container/smoke.ts). Outside CI a machine without buildah skips it, loudly.
 */
const RUNTIME_BUDGET_BYTES = 150 * 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (!succeeds('buildah', ['--version']) || !succeeds('debootstrap', ['--version'])) {
  const notice = 'test:container needs buildah and debootstrap (Debian packages) and root: apt-get install -y buildah debootstrap';
  if (process.env.CI) {
    console.error(notice);
    process.exit(1);
  }
  console.warn(`\n*** SKIPPED: ${notice} ***\n`);
  process.exit(0);
}

const times: [string, number][] = [];
async function step<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  times.push([name, Date.now() - started]);
  console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const root = new URL('..', import.meta.url).pathname;
const builtBase = await step('base image', () => ensureBaseImage());
await step('image', () =>
  run('buildah', ['bud', '--isolation', 'chroot', '--pull=never', '--layers', '--format', 'docker', '--quiet', '-t', IMAGE, root]),
);
const above = bytesAbove(IMAGE, BASE_IMAGE);
const smoke = await step('smoke test', () => smokeTest());

console.log(`\nContainer test passed (${builtBase ? 'base image built now' : 'base image from the cache'}).`);
console.log(`runtime layers above the base: ${megabytes(above)} (budget ${megabytes(RUNTIME_BUDGET_BYTES)})`);
console.log(`ready after start: ${smoke.readyMs} ms, after restart: ${smoke.restartReadyMs} ms; stopped ${smoke.stopMs} ms after SIGTERM`);
console.log(times.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)} s`).join(', '));
if (above > RUNTIME_BUDGET_BYTES) {
  console.error(`The runtime layers exceed the budget: ${megabytes(above)} > ${megabytes(RUNTIME_BUDGET_BYTES)}`);
  process.exit(1);
}
if (smoke.readyMs >= 3000) {
  console.error(`The image was ready ${smoke.readyMs} ms after its start (target < 3000 ms)`);
  process.exit(1);
}
