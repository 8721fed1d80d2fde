import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_MD_PATH, renderApiMd } from './api-md-file';

describe('docs/api.md', () => {
  it('is what the declared calls and their notes make (run npm run docs:api after changing them)', async () => {
    expect(await readFile(API_MD_PATH, 'utf8')).toBe(await renderApiMd());
  });
});
