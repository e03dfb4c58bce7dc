// ESLint flat config (kept under src/: the top level holds only what the product owner named). Run by `npm run lint`.
import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const features = readdirSync(new URL('./dashboard/features', import.meta.url));
const serviceLayers = [
  'auth',
  'bench',
  'compat',
  'faults',
  'fuzz',
  'http',
  'jobs',
  'operations',
  'seed',
  'store',
  'testing',
];

/** The layers' import rules (DESIGN.md): each zone names what files under `target` may not import. */
const zones = [
  {
    target: './src/contract',
    from: ['./src/service', './src/dashboard', './e2e'],
    message: 'The contract imports nothing but zod.',
  },
  {
    target: './src/service/domain',
    from: serviceLayers.map((layer) => `./src/service/${layer}`),
    message: 'Domain rules are pure: contract only.',
  },
  {
    target: './src/service/store',
    from: ['./src/service/http', './src/service/seed', './src/service/jobs'],
    message: 'The store never imports transport, seeds or jobs.',
  },
  {
    target: './src/service/seed',
    from: './src/service/http',
    message: 'Seeds write through the store, not the transport.',
  },
  { target: './src/dashboard', from: './src/service', message: 'The dashboard reaches the service over HTTP only.' },
  { target: './src/service', from: './src/dashboard', message: 'The service never imports the dashboard.' },
  {
    target: ['./src/dashboard/lib', './src/dashboard/components'],
    from: ['./src/dashboard/features', './src/dashboard/routes', './src/dashboard/app'],
    message: 'Shared code never imports a feature, a route or the app shell.',
  },
  ...features.map((feature) => ({
    target: `./src/dashboard/features/${feature}`,
    from: './src/dashboard/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: share through components/ or lib/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
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
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
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
    // Tests and their helpers read wire JSON as it comes; the product code types it through the contract.
    files: ['**/*.test.{ts,tsx}', 'src/service/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
