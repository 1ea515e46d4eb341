import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(`${root}/src/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom (README, 'How the code is laid out'). Web: pages and the layout compose features; a feature imports
 * lib/, components/ and src/common, never another feature; components/ and lib/ import no feature.
 * Server: main/app -> http, jobs -> modules -> lib, providers -> db; nothing imports upwards, and routes and
 * jobs reach the database only through a service.
 * Proven by tests/unit/layering.test.ts.
 */
const layers = [
  {
    target: './src/common',
    from: ['./src/web', './src/server'],
    message: 'src/common is shared by the server and the web app, so it imports neither.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app never imports server code; share it through src/common.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server never imports web code; share it through src/common.',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/layout', './src/web/pages'],
    message:
      'components/ and lib/ are below the features: they never import a feature, the layout or a page.',
  },
  {
    target: './src/web/features',
    from: ['./src/web/layout', './src/web/pages'],
    message: 'A feature never imports the layout or a page; they compose features.',
  },
  {
    target: './src/web/layout',
    from: './src/web/pages',
    message: 'The layout never imports a page.',
  },
  {
    target: './src/server/db',
    from: ['./src/server/modules', './src/server/http', './src/server/jobs'],
    message:
      'db/ (schema, migrations, seed) is below the modules: it never imports a module, http/ or a job.',
  },
  {
    target: ['./src/server/modules', './src/server/lib', './src/server/providers'],
    from: ['./src/server/http', './src/server/jobs'],
    message:
      'Services, lib/ and providers never import http/ (errors belong in lib/app-error.ts) or a job; jobs call services.',
  },
  {
    target: ['./src/server/lib', './src/server/providers'],
    from: './src/server/modules',
    message: 'lib/ and providers are below the modules: they never import a module.',
  },
  {
    target: [
      './src/server/modules/*/routes.ts',
      './src/server/modules/*/admin-routes.ts',
      './src/server/jobs',
    ],
    from: './src/server/db/schema.ts',
    message:
      "Routes and jobs never import db/schema: queries live in the module's service (route -> service -> query), which also clears the cached answers a write changed.",
  },
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: let a page or the layout compose them (pass one in as a prop or children), or move the shared piece to lib/ or components/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layers }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
