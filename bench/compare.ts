// `node --import tsx bench/compare.ts run1.json run2.json ...` (files of `npm run bench -- --json`): whether
// each ratio of one run agrees with every other run's, i.e. each median lies within the other's
// 10th–90th percentile.
import { readFileSync } from 'node:fs';
import type { RecordedPair } from './lib/report';
import { agree } from './lib/stats';

interface Run {
  file: string;
  machine: string;
  pairs: RecordedPair[];
}

const runs: Run[] = process.argv
  .slice(2)
  .map((file) => ({ file, ...JSON.parse(readFileSync(file, 'utf8')) }));
if (runs.length < 2) throw new Error('compare needs two or more files of `npm run bench -- --json`');
for (const [i, run] of runs.entries()) console.log(`run ${i + 1}: ${run.file}: ${run.machine}`);

const byFigure = runs.map((run) => new Map(run.pairs.map((recorded) => [recorded.figure, recorded.pair])));
const figures = [...byFigure[0]!.keys()].filter((figure) => byFigure.every((pairs) => pairs.has(figure)));
let agreeing = 0;
for (const figure of figures) {
  const pairs = byFigure.map((pairs) => pairs.get(figure)!);
  const allAgree = pairs.every((one, i) =>
    pairs.every((other, j) => i === j || agree(one.ratio, other.ratio)),
  );
  if (allAgree) agreeing += 1;
  const ratios = pairs.map(
    (pair) => `${pair.ratio.median.toFixed(2)} (${pair.ratio.p10.toFixed(2)}–${pair.ratio.p90.toFixed(2)})`,
  );
  console.log(`${allAgree ? 'agree    ' : 'DISAGREE '} ${figure}: ${ratios.join(' | ')}`);
}
console.log(`\n${agreeing} of ${figures.length} ratios agree across ${runs.length} runs`);
