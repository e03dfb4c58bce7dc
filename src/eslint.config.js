// ESLint flat config (kept under src/: the top level holds only what the product owner named). Run by `npm run lint`.
import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = (folder) => readdirSync(new URL(folder, import.meta.url)).filter((name) => !/\.test\.tsx?$/.test(name));
const features = entries('./dashboard/features');

/*
 * The service's layers (src/docs/architecture.md) and what each may import besides itself and the contract. A layer
 * not named here (http/, the composition roots app.ts, server.ts, main.ts, dev.ts, config.ts, and the test helpers
 * testing/, bench/, fuzz/, compat/, faults/) may import anything in the service. ids.ts and log.ts are the shared
 * utilities every layer but the domain uses. Tests may import testing/ as well, wherever they live.
 */
const serviceRules = {
  domain: [],
  store: ['domain', 'ids.ts', 'log.ts'],
  secrets: ['domain', 'store', 'ids.ts', 'log.ts'],
  operations: ['domain', 'store', 'secrets', 'ids.ts', 'log.ts'],
  jobs: ['operations', 'store', 'domain', 'secrets', 'ids.ts', 'log.ts'],
  seed: ['operations', 'store', 'domain', 'secrets', 'ids.ts', 'log.ts', 'config.ts'],
  qa: ['seed', 'store', 'domain', 'ids.ts', 'log.ts'],
};
const serviceEntries = entries('./service');
const dashboardOutside = ['routes', 'app', 'main.tsx', 'routeTree.gen.ts'];

/** The import rules: each zone names what files under `target` may not import. */
const zones = ({ tests }) => [
  {
    target: './src/contract',
    from: ['./src/service', './src/dashboard', './e2e'],
    message: 'The contract imports nothing but zod.',
  },
  ...Object.entries(serviceRules).map(([layer, allowed]) => {
    const may = [layer, ...allowed, ...(tests ? ['testing'] : [])];
    return {
      target: `./src/service/${layer}`,
      from: serviceEntries.filter((entry) => !may.includes(entry)).map((entry) => `./src/service/${entry}`),
      message: `${layer}/ may import only ${['the contract', ...allowed].join(', ')} (src/docs/architecture.md).`,
    };
  }),
  { target: './src/dashboard', from: './src/service', message: 'The dashboard reaches the service over HTTP only.' },
  { target: './src/service', from: './src/dashboard', message: 'The service never imports the dashboard.' },
  {
    target: './src/dashboard/lib',
    from: ['components', 'features', ...dashboardOutside].map((entry) => `./src/dashboard/${entry}`),
    message: 'lib/ imports only the contract and lib/.',
  },
  {
    target: './src/dashboard/components',
    from: ['features', ...dashboardOutside].map((entry) => `./src/dashboard/${entry}`),
    message: 'Shared components import only lib/, the contract and components/.',
  },
  ...features.map((feature) => ({
    target: `./src/dashboard/features/${feature}`,
    from: [
      ...features.filter((other) => other !== feature).map((other) => `./src/dashboard/features/${other}`),
      // A feature's tests render with the app's providers (app/test-render.tsx).
      ...dashboardOutside.filter((entry) => !(tests && entry === 'app')).map((entry) => `./src/dashboard/${entry}`),
    ],
    message: 'A feature imports lib/, components/, the contract and itself: never another feature, a route or the app.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'src/dashboard/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Dependencies are not ours to check for cycles, and some of their bundles are too deep to parse.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: zones({ tests: false }) }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { ...reactHooks.configs.flat['recommended-latest'], files: ['src/dashboard/**/*.{ts,tsx}'] },
  {
    // Tests and their helpers read wire JSON as it comes, and official/ corrects the official OpenAPI document's
    // untyped JSON in place; the product code types it through the contract.
    files: ['**/*.test.{ts,tsx}', 'src/service/testing/**', 'src/service/official/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: zones({ tests: true }) }] },
  },
);
