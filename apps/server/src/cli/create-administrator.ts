// `npm run create-administrator -- --name NAME --email EMAIL --phone PHONE [--platform 1|2]`, with the
// password in ADMIN_PASSWORD or typed on standard input: the first user of a server database
// (DATABASE_URL), which gets no demo accounts. The password is never an argument: `ps` shows those.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createFirstAdministrator } from '../modules/users/first-administrator';
import { openDatabase } from '../platform/db';
import { BadRequestError } from '../platform/errors';

function platformOf(value: string | undefined): 1 | 2 | null {
  if (value === undefined) return null;
  if (value === '1' || value === '2') return Number(value) as 1 | 2;
  throw new BadRequestError('--platform must be 1 (onefly) or 2 (edreams)');
}

async function passwordFromInput(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    return await lines.question('Password (at least 8 characters): ');
  } finally {
    lines.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      platform: { type: 'string' },
    },
  });
  const platformType = platformOf(values.platform);
  const password = await passwordFromInput();
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    await createFirstAdministrator(database.db, {
      name: values.name ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      password,
      platformType,
    });
    console.log(`Administrator ${values.name ?? ''} created: sign in at the console with this name.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BadRequestError;
  console.error(known ? `Cannot create the administrator: ${error.message}` : error);
  process.exitCode = 1;
});
