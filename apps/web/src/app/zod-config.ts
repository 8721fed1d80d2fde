import { config } from 'zod';

// Before any schema is made: zod decides at a schema's creation whether it may compile with eval, and
// the console's content policy refuses eval (a refused probe is still reported as a violation).
config({ jitless: true });
