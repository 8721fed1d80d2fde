import { writeFile } from 'node:fs/promises';
import { API_MD_PATH, renderApiMd } from './api-md-file';

// npm run docs:api: writes docs/api.md from the declared calls and their notes.
await writeFile(API_MD_PATH, await renderApiMd());
process.stdout.write(`wrote ${API_MD_PATH}\n`);
