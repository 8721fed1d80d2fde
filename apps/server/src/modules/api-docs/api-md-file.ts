import { declaredCalls } from '@ota/contract';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { openApiDocument } from '../../platform/openapi';
import { HAND_WRITTEN_MARK, apiMarkdown } from './api-markdown';
import { readApiNotes } from './api-notes';

export const API_MD_PATH = fileURLToPath(new URL('../../../../../docs/api.md', import.meta.url));

/**
 * docs/api.md as the declarations and notes make it, formatted as the repository's prettier does; the
 * part below HAND_WRITTEN_MARK in the committed file (calls not declared yet) is kept as it is.
 */
export async function renderApiMd(): Promise<string> {
  const document = openApiDocument(declaredCalls, readApiNotes());
  const generated = apiMarkdown(document as unknown as Parameters<typeof apiMarkdown>[0]);
  const committed = await readFile(API_MD_PATH, 'utf8');
  const markAt = committed.indexOf(HAND_WRITTEN_MARK);
  const text = markAt < 0 ? generated : `${generated}\n${committed.slice(markAt)}`;
  const config = await prettier.resolveConfig(API_MD_PATH);
  return prettier.format(text, { ...config, parser: 'markdown' });
}
