// The module boundaries of docs/architecture.md, checked on every relative import:
// - a web feature never imports another feature (features talk through lib/ and the app shell);
// - a server module never imports another module's repository (only the module's own SQL reads its tables);
// - production server code never imports demo code (main.ts, the composition root, starts demo mode).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_FEATURES = 'apps/web/src/features/';
const SERVER_MODULES = 'apps/server/src/modules/';
const SERVER_SRC = 'apps/server/src/';
const DEMO = 'apps/server/src/demo/';

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const firstFolderUnder = (file, prefix) =>
  file.startsWith(prefix) ? file.slice(prefix.length).split('/')[0] : null;
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/src/test/');

function problem(importer, imported) {
  const importerFeature = firstFolderUnder(importer, WEB_FEATURES);
  const importedFeature = firstFolderUnder(imported, WEB_FEATURES);
  if (importerFeature && importedFeature && importerFeature !== importedFeature) {
    return `web feature ${importerFeature} imports feature ${importedFeature}: share it through lib/ or components/`;
  }
  const importerModule = firstFolderUnder(importer, SERVER_MODULES);
  const importedModule = firstFolderUnder(imported, SERVER_MODULES);
  const crossModule = importerModule && importedModule && importerModule !== importedModule;
  if (crossModule && !isTest(importer) && /\.repository$/.test(imported)) {
    return `${imported} is module ${importedModule}'s repository: call its public face (modules/${importedModule}/index.ts)`;
  }
  const production =
    importer.startsWith(SERVER_SRC) &&
    !importer.startsWith(DEMO) &&
    !isTest(importer) &&
    importer !== 'apps/server/src/main.ts';
  if (production && imported.startsWith(DEMO)) {
    return `production code imports demo code (${imported}): only main.ts starts demo mode`;
  }
  return null;
}

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const importer = relative(context.filename);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const imported = relative(path.resolve(path.dirname(context.filename), source)).replace(
            /\.(tsx?|js)$/,
            '',
          );
          const message = problem(importer, imported);
          if (message) context.report({ node: node.source, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
