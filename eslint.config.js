import fs from 'node:fs';
import formatjs from 'eslint-plugin-formatjs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature; a new one is fenced the day it is made.
const features = fs.readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

// The picture in ARCHITECTURE.md: schemas <- local-store <- workers, src; schemas <- server; features stay apart.
const boundaries = [
  { target: './schemas', from: ['./src', './workers', './server', './local-store'], message: 'schemas/ imports nothing else of the repo.' },
  { target: './local-store', from: ['./src', './workers', './server'], message: 'The storage engine reads the shared contract only.' },
  { target: './workers', from: ['./src', './server'], message: 'The worker never imports the page or the server.' },
  { target: './server', from: ['./src', './workers', './local-store'], message: 'The server shares only schemas/ with the app.' },
  { target: './src', from: ['./server'], message: 'The app never imports the server.' },
  { target: './src/features', from: ['./src/routes'], message: 'Routes compose features, not the other way.' },
  { target: './src/components', from: ['./src/features', './src/routes'], message: 'Shared UI takes props, not features.' },
  { target: './src/db', from: ['./src/features', './src/routes', './src/components', './src/lib'], message: 'The database layer reads the shared contract only.' },
  { target: './src/member', from: ['./src/features', './src/routes', './src/components', './src/lib', './src/db'], message: 'The signed-in member is read by all and reads nothing of the app.' },
  { target: './src/lib', from: ['./src/features', './src/routes'], message: 'Shared clients never import features or screens.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature.',
  })),
];

const FOCUSED_TESTS = { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' };
// <Navigate> navigates again on every re-render; inside a guard that reads the location it loops.
const NAVIGATE = { name: '@tanstack/react-router', importNames: ['Navigate'], message: 'Use components/redirect, which navigates once.' };
const PRIVATE = 'RxDB and Dexie keep this private: read it through a named helper in local-store/.';
// Fields RxDB and Dexie keep for their own use: a document's data, the storages beneath a collection or
// a replication and their Dexie state, the database's own event bus and caches. A stored document's
// fields (_deleted, _meta, _rev, _attachments) are the storage's public format, not among them.
const PRIVATE_FIELDS = [
  '_data', '_subs', '_docCache', '_queryCache', '_changeEventBuffer', '_latestChangeEvent', '_result', '_dataMigrator', '$emit',
  'storageInstance', 'originalStorageInstance', 'internalStore', 'internalReplicationState', 'metaInstance', 'downstreamBulkWriteFlag',
  'internals', 'dexieDb', 'dexieTable', '_allTables', '_dbSchema', '_options',
];
const FIELD_NAMES = `/^(${PRIVATE_FIELDS.map((name) => name.replace('$', '\\$')).join('|')})$/`;
const PRIVATE_READS = [
  { selector: `MemberExpression[property.name=${FIELD_NAMES}]`, message: PRIVATE },
  { selector: `ObjectPattern > Property[key.name=${FIELD_NAMES}]`, message: PRIVATE },
];
const PRIVATE_IMPORTS = [
  { name: 'rxdb/plugins/local-documents', message: PRIVATE },
  { name: 'rxdb/plugins/storage-dexie', importNames: ['getDexieDbWithTables', 'getDocsInDb', 'closeDexieDb', 'fromStorageToDexie', 'fromDexieToStorage'], message: PRIVATE },
];
// A path built from a template escapes the router's checks; give the route path and its params.
const TEMPLATE_LINK = {
  selector: "JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral, Property[key.name='to'] > TemplateLiteral",
  message: "Links name a route path and its params (to=\"/questions/$slugOrId\" params={...}, or a helper of lib/paths.ts).",
};
// A notification's link is a path of the app, built from its route by the module the server shares.
// Tests spell the links they expect as the address bar shows them.
const TEMPLATE_APP_LINK = {
  selector: "Property[key.name='link'] > TemplateLiteral",
  message: "App links are built from a route and its params: appLink('/questions/$slugOrId', { slugOrId }) of schemas/app-links.ts.",
};
const TESTS = ['**/*.test.{ts,tsx}'];

// Every text a member reads comes from the message catalogs (lang/, src/i18n): a literal in JSX, in a
// label, title, message or description is an error.
const TEXT_PROPS = '{label,placeholder,title,description,error,alt,message,aria-label,aria-description,confirmLabel,cancelLabel,emptyMessage,nothingFoundMessage}';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/route-tree.gen.ts', 'schemas/openapi.gen.ts', 'test-results/**', 'playwright-report/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    // Every TypeScript file is in tsconfig.json, so the rules below can read its types.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise is awaited, or its failure handled where it is let go.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A switch names every case of a union, or says in a default what the others get.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      'react-hooks/rules-of-hooks': 'error',
      // useLiveQuery takes a query and its dependencies, as useEffect does.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLiveQuery$' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Reads of a library's private fields stay in local-store/, behind named helpers. The benchmarks'
      // raw Dexie baselines use Dexie's public API only, so they are held to this too.
      'no-restricted-syntax': ['error', FOCUSED_TESTS, ...PRIVATE_READS],
      'no-restricted-imports': ['error', { paths: [NAVIGATE, ...PRIVATE_IMPORTS] }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // A worker's integration test runs the worker's own requests against the real server, built by the
    // server's test support: the one way to know both ends of the protocol agree. Nothing else of the
    // server may be imported, and the worker's own code still never imports the server.
    files: ['workers/**/*.integration.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaries.filter((zone) => zone.target !== './workers'),
            { target: './workers', from: './src', message: 'The worker never imports the page.' },
            { target: './workers', from: './server', except: ['./test-support.ts'], message: 'A worker test takes only the server test support.' },
          ],
        },
      ],
    },
  },
  // no-restricted-syntax is replaced, not merged, by a later block: each block lists every rule it keeps.
  { files: ['**/*.{ts,tsx}'], ignores: TESTS, rules: { 'no-restricted-syntax': ['error', FOCUSED_TESTS, TEMPLATE_APP_LINK, ...PRIVATE_READS] } },
  { files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'], ignores: TESTS, rules: { 'no-restricted-syntax': ['error', FOCUSED_TESTS, TEMPLATE_LINK, TEMPLATE_APP_LINK, ...PRIVATE_READS] } },
  { files: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts'], rules: { 'no-restricted-syntax': ['error', FOCUSED_TESTS, TEMPLATE_LINK, ...PRIVATE_READS] } },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests and their fixtures (*.testing.ts: sample members' data) say nothing to a member.
    ignores: [...TESTS, '**/*.testing.{ts,tsx}', 'src/route-tree.gen.ts'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', TEXT_PROPS]] } }],
      'formatjs/no-literal-string-in-object': ['error', { include: ['label', 'title', 'message', 'description', 'placeholder'] }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
    },
  },
  {
    // The storage engine is where the private fields are read, each behind a helper named for its use.
    files: ['local-store/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', FOCUSED_TESTS],
      'no-restricted-imports': ['error', { paths: [NAVIGATE] }],
    },
  },
  { files: ['local-store/**/*.ts'], ignores: TESTS, rules: { 'no-restricted-syntax': ['error', FOCUSED_TESTS, TEMPLATE_APP_LINK] } },
);
