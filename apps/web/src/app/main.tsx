// The console's content policy refuses eval, and zod decides when a schema is created whether it may
// compile with eval (a refused probe is still reported as a violation). A static import's chunk runs
// before the importing module's own code, so the configuration comes first here and the console, with
// every schema, is loaded only after it.
import './zod-config';

void import('./start');
