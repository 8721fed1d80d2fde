import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Each boundary of docs/architecture.md, broken on purpose in a probe file, fails `npm run lint`.
const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const written: string[] = [];

function probe(file: string, text: string): string {
  writeFileSync(path.join(ROOT, file), text);
  written.push(file);
  return file;
}

/** The rules dependency-cruiser names for these files. */
function cruised(files: string[]): string[] {
  const args = ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...files];
  let out: string;
  try {
    out = execFileSync(bin('depcruise'), args, { cwd: ROOT, encoding: 'utf8' });
  } catch (error) {
    out = String((error as { stdout?: string }).stdout);
  }
  const result = JSON.parse(out) as { summary: { violations: { rule: { name: string } }[] } };
  return result.summary.violations.map((violation) => violation.rule.name);
}

/** The ESLint messages for these files. */
function linted(files: string[]): string[] {
  try {
    execFileSync(bin('eslint'), ['--format', 'json', ...files], { cwd: ROOT, encoding: 'utf8' });
    return [];
  } catch (error) {
    const results = JSON.parse(String((error as { stdout?: string }).stdout)) as {
      messages: { ruleId: string }[];
    }[];
    return results.flatMap((result) => result.messages.map((message) => message.ruleId));
  }
}

afterEach(() => {
  for (const file of written.splice(0)) rmSync(path.join(ROOT, file), { force: true });
});

describe('module boundaries', { timeout: 60_000 }, () => {
  it("refuses a module's internals and its repository, reached past its index.ts", () => {
    const file = probe(
      'apps/server/src/modules/refunds/lint-probe-internals.ts',
      "export { createMailboxesRepository } from '../mailboxes/mailboxes.repository';\n" +
        "export { orderRowColumns } from '../orders/order-columns';\n",
    );
    expect(cruised([file])).toEqual(['module-internals', 'module-internals']);
  });

  it("refuses another module's table, imported or named in raw SQL", () => {
    const imported = probe(
      'apps/server/src/modules/refunds/lint-probe-table.ts',
      "export { ledgerEntries } from '../../db/schema/balance';\n",
    );
    expect(cruised([imported])).toEqual(['not-another-modules-tables']);
    const raw = probe(
      'apps/server/src/modules/refunds/lint-probe-sql.ts',
      "import { sql } from 'drizzle-orm';\n\nexport const probe = sql`select balance_after from ledger_entries`;\n",
    );
    expect(linted([raw])).toEqual(['no-restricted-syntax']);
  });

  it('refuses a web feature importing another, and lib/ importing a feature', () => {
    const feature = probe(
      'apps/web/src/features/refunds/lint-probe.ts',
      "export { toDetailView } from '../orders/lib/detail-view';\n",
    );
    const lib = probe(
      'apps/web/src/lib/lint-probe.ts',
      "export { toDetailView } from '../features/orders/lib/detail-view';\n",
    );
    expect(cruised([feature, lib]).sort()).toEqual(['feature-to-feature', 'shared-web-to-feature']);
  });

  it('refuses an import cycle', () => {
    const first = probe(
      'apps/server/src/platform/lint-probe-a.ts',
      "export { b } from './lint-probe-b';\nexport const a = 1;\n",
    );
    probe(
      'apps/server/src/platform/lint-probe-b.ts',
      "export { a } from './lint-probe-a';\nexport const b = 2;\n",
    );
    expect(cruised([first])).toContain('no-circular');
  });
});
