// No import cycles in the source (tests left out): a cycle makes load order matter and two
// modules one. Prints each cycle's files and exits 1 when there is one.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const edges = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? match[2]))
      .filter((target) => target && !/\.test\.tsx?$/.test(target));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const state = new Map();
const stack = [];
const cycles = [];
function visit(file) {
  state.set(file, { index, low: index, onStack: true });
  index += 1;
  stack.push(file);
  for (const next of edges.get(file) ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(file).low = Math.min(state.get(file).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(file).low = Math.min(state.get(file).low, state.get(next).index);
    }
  }
  if (state.get(file).low === state.get(file).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(path.relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const file of files) if (!state.has(file)) visit(file);

if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' <-> ')}`);
  process.exit(1);
}
console.log(`import cycles: none among ${files.length} files`);
