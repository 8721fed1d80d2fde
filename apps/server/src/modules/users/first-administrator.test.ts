import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ALL_PERMISSION_CODES } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../platform/db';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { createFirstAdministrator, type FirstAdministrator } from './first-administrator';

const first: FirstAdministrator = {
  name: 'ops.lead',
  email: 'ops.lead@agency.example',
  phone: '+34 600 111 222',
  password: 'long enough secret',
  platformType: null,
};

describe.each(testEngines())('the first administrator of a server database (%s)', (engine) => {
  const t = useTestApp(engine, { demo: false });
  const userCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0]?.n;

  it.each([
    [{ name: '' }, 'name is required'],
    [{ email: 'not-mail' }, 'email must be a valid email address'],
    [{ password: 'short' }, 'password must be at least 8 characters'],
    [{ phone: 'abc' }, 'phone must be 6 to 20 characters'],
  ])('refuses %o naming the field, and writes nothing', async (change, message) => {
    await expect(createFirstAdministrator(t.database.db, { ...first, ...change })).rejects.toThrow(message);
    expect(await userCount()).toBe(0);
  });

  it('creates a role with every code and a user who can sign in and sees every menu', async () => {
    await createFirstAdministrator(t.database.db, first);
    const data = await t.loginData(first.name, first.password);
    expect([...data.jsonData.codes].sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(data.user.platformType).toBeNull();
    expect(data.domain).toBe('agency.example');
  });

  it('is refused once an administrator exists', async () => {
    await expect(createFirstAdministrator(t.database.db, { ...first, name: 'second.admin' })).rejects.toThrow(
      'There is already an administrator (ops.lead): sign in as one instead',
    );
    expect(await userCount()).toBe(1);
  });
});

describe('npm run create-administrator', () => {
  it('reads the password from standard input and creates the user in the configured database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ota-first-admin-'));
    try {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/server/src/cli/create-administrator.ts',
          '--name',
          first.name,
          '--email',
          first.email,
          '--phone',
          first.phone,
          '--platform',
          '2',
        ],
        {
          cwd: resolve(import.meta.dirname, '../../../../..'),
          env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '', DATABASE_URL: '' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stdin.end(`${first.password}\n`);
      const [code] = (await once(child, 'exit')) as [number];
      expect(output).toContain('Administrator ops.lead created');
      expect(code).toBe(0);
      const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
      try {
        const rows = await queryRows<{ name: string; platform_type: number }>(
          database.db,
          sql`select name, platform_type from users`,
        );
        expect(rows).toEqual([{ name: 'ops.lead', platform_type: 2 }]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
