import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { storageConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/kysely.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { createAdmin, OPERATOR_TENANT } from './lib/create-admin.js';

/**
 * `npm run create-admin -- --email x@y --firstname A --lastname B [--tenant "Name"]`
 * Creates the first super admin of a production installation. Reads DATA_DIR / DATABASE_URL only, so it
 * runs without JWT_SECRET and SMTP_URL. The password comes from ADMIN_PASSWORD or is asked twice, hidden.
 */
const USAGE = 'Usage: npm run create-admin -- --email x@y --firstname A --lastname B [--tenant "Name"]';

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('No terminal to ask for the password: set ADMIN_PASSWORD.'));
      return;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput(text: string): void };
    let prompted = false;
    output._writeToOutput = (text) => {
      if (!prompted) {
        process.stdout.write(text);
        prompted = true;
      }
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      firstname: { type: 'string' },
      lastname: { type: 'string' },
      tenant: { type: 'string' },
    },
  });
  if (!values.email || !values.firstname || !values.lastname) throw new Error(USAGE);
  const password = await readPassword();
  const { databaseUrl } = storageConfig();
  const db = await openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const input = { email: values.email, firstname: values.firstname, lastname: values.lastname, password, tenant: values.tenant };
    const created = await createAdmin(db, input);
    const tenant = values.tenant ?? OPERATOR_TENANT;
    console.log(
      `Super admin ${values.email} created in tenant "${tenant}"${created.tenantCreated ? ' (new tenant)' : ''} with role Admin.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
