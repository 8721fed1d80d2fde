import { readFileSync, readdirSync } from 'node:fs';
import type { ApiNotes } from '../../platform/openapi';

const NOTES_DIR = new URL('./notes/', import.meta.url);
const CALL_HEADING = /^## ((?:GET|POST) \/\S*)\s*$/;

/**
 * One domain's notes file: `# Title`, the domain's rules, then `## METHOD /path` and that call's notes.
 * The file is named after the domain's key in declaredCalls (thresholds.md).
 */
export function parseDomainNotes(file: string, text: string): ApiNotes['domains'][string] {
  const lines = text.replace(/\r\n/g, '\n').trimEnd().split('\n');
  const title = /^# (.+)$/.exec(lines[0] ?? '')?.[1];
  if (!title) throw new Error(`${file}: the first line must be "# Title"`);
  const calls: Record<string, string[]> = {};
  const about: string[] = [];
  let current = about;
  for (const line of lines.slice(1)) {
    const heading = CALL_HEADING.exec(line);
    if (heading?.[1]) {
      if (calls[heading[1]]) throw new Error(`${file}: "${heading[1]}" is described twice`);
      current = calls[heading[1]] = [];
    } else if (line.startsWith('## ') || line.startsWith('# ')) {
      throw new Error(`${file}: "${line}" is neither "## GET /path" nor "## POST /path"`);
    } else {
      current.push(line);
    }
  }
  const text_ = (part: string[]) => part.join('\n').trim();
  return {
    title,
    about: text_(about),
    calls: Object.fromEntries(Object.entries(calls).map(([call, part]) => [call, text_(part)])),
  };
}

/** The notes of every domain, read once at start (modules/api-docs/notes, index.md the general rules). */
export function readApiNotes(): ApiNotes {
  const domains: ApiNotes['domains'] = {};
  for (const file of readdirSync(NOTES_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()) {
    if (file === 'index.md') continue;
    domains[file.slice(0, -'.md'.length)] = parseDomainNotes(
      file,
      readFileSync(new URL(file, NOTES_DIR), 'utf8'),
    );
  }
  return { rules: readFileSync(new URL('index.md', NOTES_DIR), 'utf8').trim(), domains };
}
