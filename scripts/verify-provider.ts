import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROVIDER_STATES_PATH } from '../contracts/schemas/provider-state.js';
import { allPassed, describeRun, PACT_DIR, pactFiles, verifyPact, type PactResult } from '../test/contract/provider/verification.js';

/**
 * `npm run verify-provider -- --base-url <url> [--states-url <url> | --no-states] [--pact <file>]…`
 * Replays the web client's pact files (test/contract/pacts) against any server that implements the API and prints
 * which interactions pass and which fail, with Pact's mismatches; exits with 1 when one fails.
 * docs/integrators.md#verifying-another-backend-npm-run-verify-provider
 */
const USAGE = [
  'Aufruf: npm run verify-provider -- --base-url <url> [--states-url <url> | --no-states] [--pact <datei>]…',
  '  --base-url    wo der Server antwortet, z. B. http://127.0.0.1:3000',
  `  --states-url  sein Provider-State-Endpunkt (Vorgabe: <base-url>${PROVIDER_STATES_PATH})`,
  '  --no-states   keine Provider-States setzen (Server mit den Demodaten, ohne State-Endpunkt)',
  '  --pact        nur diese Pact-Datei (Pfad oder Name in test/contract/pacts), mehrfach möglich',
].join('\n');

function pactFile(name: string): string {
  const file = [name, join(PACT_DIR, name), join(PACT_DIR, `${name}.json`)].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`Pact-Datei ${name} nicht gefunden (weder als Pfad noch in ${PACT_DIR}).\n${USAGE}`);
  return file;
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'states-url': { type: 'string' },
      'no-states': { type: 'boolean', default: false },
      pact: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return true;
  }
  const baseUrl = values['base-url']?.replace(/\/$/, '');
  if (!baseUrl) throw new Error(USAGE);
  if (values['no-states'] && values['states-url']) throw new Error(`--states-url und --no-states schließen sich aus.\n${USAGE}`);
  const statesUrl = values['no-states'] ? null : (values['states-url'] ?? `${baseUrl}${PROVIDER_STATES_PATH}`);
  const files = values.pact?.map(pactFile) ?? pactFiles();

  const results: PactResult[] = [];
  for (const file of files) results.push(await verifyPact(file, { baseUrl, statesUrl }));
  console.log(`\n=== Verifikation gegen ${baseUrl} (Provider-States: ${statesUrl ?? 'keine'}) ===\n`);
  console.log(describeRun(results));
  return allPassed(results);
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
