import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = ['events', 'home', 'questions', 'auth', 'chat', 'notifications', 'profile'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/route-tree.gen.ts', 'test-results/**', 'playwright-report/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' }],
      // <Navigate> navigates again on every re-render; inside a guard that reads the location it loops.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tanstack/react-router', importNames: ['Navigate'], message: 'Use components/redirect, which navigates once.' }] },
      ],
      // The picture in ARCHITECTURE.md: schemas <- workers, src, server; features stay apart.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './schemas', from: ['./src', './workers', './server'], message: 'schemas/ imports nothing else of the repo.' },
            { target: './workers', from: ['./src', './server'], message: 'The worker never imports the page or the server.' },
            { target: './server', from: ['./src', './workers'], message: 'The server shares only schemas/ with the app.' },
            { target: './src', from: ['./server'], message: 'The app never imports the server.' },
            { target: './src/features', from: ['./src/routes'], message: 'Routes compose features, not the other way.' },
            { target: './src/components', from: ['./src/features', './src/routes'], message: 'Shared UI takes props, not features.' },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature.',
            })),
          ],
        },
      ],
    },
  },
);
