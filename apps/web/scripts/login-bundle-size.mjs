// Gzip size of the JavaScript the login page loads: index.html's entry and its static imports,
// the lazy login route, and the interface language's shell locale files (the others come with their
// pages: src/lib/i18n.ts). Run after `vite build`.
// Usage: node scripts/login-bundle-size.mjs [language=en] [budgetKB=250]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const language = process.argv[2] ?? 'en';
const budgetKb = Number(process.argv[3] ?? 250);

const shellAreas = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales', 'shell-areas.json'),
    'utf8',
  ),
);
const antdLocale = { zh: 'zh_CN', es: 'es_ES', ja: 'ja_JP', ko: 'ko_KR' }[language];
const roots = [
  'index.html',
  // Loaded by main.tsx once zod is configured: the console itself.
  'src/app/start.tsx',
  'src/app/login/login-page.tsx',
  ...Object.keys(manifest).filter(
    (key) =>
      shellAreas.some((area) => key === `src/locales/${language}/${area}.json`) ||
      (antdLocale && key.endsWith(`antd/es/locale/${antdLocale}.js`)) ||
      false,
  ),
];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
roots.forEach(visit);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(join(dist, file))).length;
    total += size;
    return [file, size];
  })
  .sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows)
  process.stdout.write(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}\n`);
const totalKb = total / 1024;
process.stdout.write(
  `${totalKb.toFixed(2).padStart(8)} KB  total JS (gzip) for /login in '${language}', budget ${budgetKb} KB\n`,
);
if (totalKb > budgetKb) process.exit(1);
