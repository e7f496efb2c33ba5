import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES_APART =
  'A web feature does not import another feature: move what both need to components/ or lib/, or compose them in routes/.';

/**
 * apps/web/src/features/<x>/ imports nothing from another feature (STYLE.md, DESIGN.md): a relative
 * import that climbs to features/ and enters a folder there is refused. A file `depth` folders below
 * its feature reaches features/ with depth + 1 '../', one more reaches src/ (components, lib).
 */
export const featureBoundaries = [0, 1, 2, 3].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^(\\./)?(\\.\\./){${depth + 1}}(?!\\.\\.?/)`, message: FEATURES_APART }] },
    ],
  },
}));

/** Shared pieces and the layers under the routes never reach into a feature, nor services into HTTP. */
export const layerBoundaries = [
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message: 'components/ and lib/ are shared by every feature and import none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/**/service.ts',
      'apps/server/src/modules/**/repo.ts',
      'apps/server/src/domain/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?http(/|$)',
              message:
                'Services, repos and domain/ never see HTTP: what they share with it lives in src/domain (errors.ts, tenant.ts).',
            },
          ],
        },
      ],
    },
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Typed linting: each file is checked with the types of the tsconfig project that holds it.
      parserOptions: {
        // Config files and plain scripts that no tsconfig includes get a default project.
        projectService: {
          allowDefaultProject: ['*.js', 'vitest.config.ts', 'apps/server/*.mjs', 'e2e/fixtures/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts a person runs print to the terminal on purpose.
    files: ['apps/server/src/seed/**', 'apps/server/src/db/migrate-cli.ts', '**/*.mjs', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  ...featureBoundaries,
  ...layerBoundaries,
);
