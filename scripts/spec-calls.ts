import { writeFileSync } from 'node:fs';
import { parseSpecDocuments, SPEC_CALLS_FILE, SPEC_DIR } from '../server/test/spec-calls.js';

/**
 * `npm run spec-calls`: derives the list of REST calls the specification names (section 7 of both documents in
 * SPEC_DIR, by default ../shared/spec) and writes it to server/test/spec-calls.json, which the contract-coverage
 * test reads. Run it when the specification changes and commit the result.
 */
const calls = parseSpecDocuments();
writeFileSync(SPEC_CALLS_FILE, `${JSON.stringify(calls, null, 2)}\n`);
console.log(`${calls.length} calls from ${SPEC_DIR} written to ${SPEC_CALLS_FILE}`);
