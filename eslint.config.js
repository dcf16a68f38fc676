import fs from 'node:fs';
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
const PRIVATE = 'RxDB keeps this private: read it through a named helper in local-store/.';
// A path built from a template escapes the router's checks; give the route path and its params.
const TEMPLATE_LINK = {
  selector: "JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral, Property[key.name='to'] > TemplateLiteral",
  message: "Links name a route path and its params (to=\"/questions/$slugOrId\" params={...}, or a helper of lib/paths.ts).",
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/route-tree.gen.ts', 'schemas/openapi.gen.ts', 'test-results/**', 'playwright-report/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      // useLiveQuery takes a query and its dependencies, as useEffect does.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLiveQuery$' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', FOCUSED_TESTS],
      'no-restricted-imports': ['error', { paths: [NAVIGATE] }],
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
  {
    // Reads of a library's private fields stay in local-store/, behind named helpers.
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', FOCUSED_TESTS, TEMPLATE_LINK, { selector: "MemberExpression[property.name='_data']", message: PRIVATE }],
      'no-restricted-imports': ['error', { paths: [NAVIGATE, { name: 'rxdb/plugins/local-documents', message: PRIVATE }] }],
    },
  },
);
