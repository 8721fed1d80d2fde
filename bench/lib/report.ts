import { writeFileSync } from 'node:fs';
import type { Pair } from './interleave';
import type { Spread } from './stats';

export interface Row {
  cells: string[];
  target: string;
  met: boolean | null;
}

/** What `--json` writes: every pair with its spreads, for bench/compare.ts. */
export interface RecordedPair {
  figure: string;
  pair: Pair;
}

export const ms = (value: number) => `${Math.abs(value) < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const cpu = (value: number) => (value < 1 ? `${Math.round(value * 1000)} µs` : ms(value));
const withSpread = (range: Spread, format: (value: number) => string) =>
  `${format(range.median)} (${format(range.p10)}–${format(range.p90)})`;
const ratioText = (value: number) => value.toFixed(2);
const cpuText = (range: Spread | null) => (range === null ? '-' : cpu(range.median));

/** A figure's line as soon as it is measured: a long run interrupted still shows what it measured. */
const progress = (row: Row) => console.log(`· ${[...row.cells, row.target].join(' | ')}`);

/** The bench's figures in three tables: single figures, interleaved ratios, API over SQL. */
export function createReport() {
  const single: Row[] = [];
  const ratios: Row[] = [];
  const overSql: Row[] = [];
  const recorded: RecordedPair[] = [];
  const add = (rows: Row[], row: Row) => {
    rows.push(row);
    progress(row);
  };

  return {
    single(figure: string, value: string, target = '-', met: boolean | null = null): void {
      add(single, { cells: [figure, value], target, met });
    },

    /** A ratio of two measures taken in alternating rounds; `format` writes each side's median. */
    ratio(
      figure: string,
      pair: Pair,
      format: (value: number) => string,
      check: { target: string; met: boolean | null } = { target: '-', met: null },
    ): void {
      recorded.push({ figure, pair });
      add(ratios, {
        cells: [
          figure,
          format(pair.a.median),
          format(pair.b.median),
          withSpread(pair.ratio, ratioText),
          cpuText(pair.cpuA),
          cpuText(pair.cpuB),
        ],
        ...check,
      });
    },

    /** An API figure beside its statements run straight on the same database in the same rounds. */
    overSql(
      figure: string,
      pair: Pair,
      check: { target: string; met: boolean | null },
      format: (value: number) => string = ms,
    ): void {
      recorded.push({ figure, pair });
      add(overSql, {
        cells: [
          figure,
          format(pair.a.median),
          format(pair.b.median),
          withSpread(pair.difference, ms),
          withSpread(pair.ratio, ratioText),
          cpuText(pair.cpuA),
          cpuText(pair.cpuB),
        ],
        ...check,
      });
    },

    print(): void {
      printTable('Figures', ['figure', 'value'], single);
      printTable(
        'Ratios, sides interleaved: median of the per-round ratios (10th–90th percentile)',
        ['figure', 'A', 'B', 'A / B', 'CPU/call A', 'CPU/call B'],
        ratios,
      );
      printTable(
        'API over SQL, sides interleaved: per-round medians (10th–90th percentile); CPU of the server process',
        ['figure', 'API', 'SQL', 'API − SQL', 'API / SQL', 'CPU/call API', 'CPU/call SQL'],
        overSql,
      );
    },

    writeJson(path: string, about: Record<string, unknown>): void {
      writeFileSync(path, `${JSON.stringify({ ...about, pairs: recorded }, null, 1)}\n`);
    },
  };
}
export type Report = ReturnType<typeof createReport>;

function printTable(title: string, header: string[], rows: Row[]): void {
  if (rows.length === 0) return;
  const columns = [...header, 'target', 'met'];
  const cells = rows.map((row) => [
    ...row.cells,
    row.target,
    row.met === null ? '-' : row.met ? 'yes' : 'NO',
  ]);
  const widths = columns.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join(' | ');
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of cells) console.log(line(row));
}
