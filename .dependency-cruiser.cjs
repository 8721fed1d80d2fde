// The boundaries of docs/architecture.md, checked by `npm run lint` (dependency-cruiser).
const owners = require('./scripts/lint/table-owners.cjs');

const TEST = '(\\.test\\.tsx?$|^apps/server/src/test/|^apps/web/src/test/)';
const MODULES = '^apps/server/src/modules/';

/** A module may import another module's tables' schema only when it owns them. */
const tableRules = Object.entries(owners).map(([file, { owner, platform, shared = [] }]) => ({
  name: 'not-another-modules-tables',
  comment: owner
    ? `${file} holds the tables of module ${owner}: ask its public face (modules/${owner}/index.ts)`
    : `${file} holds tables that ${platform} alone touches: call it`,
  severity: 'error',
  from: {
    path: MODULES,
    pathNot: [TEST, ...[owner, ...shared].filter(Boolean).map((m) => `${MODULES}${m}/`)],
  },
  to: { path: `^apps/server/src/db/schema/${file.replace('.', '\\.')}$` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and two modules one',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TEST },
      to: { circular: true, pathNot: TEST },
    },
    {
      name: 'module-internals',
      comment: 'Another module is reached through its public face (its index.ts), never its files',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'schema-by-file',
      comment: 'A module imports the schema file of its own tables, not the whole schema',
      severity: 'error',
      from: { path: MODULES, pathNot: TEST },
      to: { path: '^apps/server/src/db/schema/index\\.ts$' },
    },
    ...tableRules,
    {
      name: 'production-not-demo',
      comment: 'Production code never imports demo code: only main.ts starts demo mode',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [TEST, '^apps/server/src/demo/', '^apps/server/src/main\\.ts$'],
      },
      to: { path: '^apps/server/src/demo/' },
    },
    {
      name: 'feature-to-feature',
      comment: 'A web feature never imports another: share it through lib/ or components/',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-web-to-feature',
      comment: 'lib/ and components/ serve every feature and know none',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/', pathNot: TEST },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
