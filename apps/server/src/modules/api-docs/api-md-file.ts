import { declaredCalls } from '@ota/contract';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { openApiDocument } from '../../platform/openapi';
import { apiMarkdown } from './api-markdown';
import { readApiNotes } from './api-notes';

export const API_MD_PATH = fileURLToPath(new URL('../../../../../docs/api.md', import.meta.url));

/** docs/api.md as the declarations and notes make it, formatted as the repository's prettier does. */
export async function renderApiMd(): Promise<string> {
  const document = openApiDocument(declaredCalls, readApiNotes());
  const text = apiMarkdown(document as unknown as Parameters<typeof apiMarkdown>[0]);
  const config = await prettier.resolveConfig(API_MD_PATH);
  return prettier.format(text, { ...config, parser: 'markdown' });
}
