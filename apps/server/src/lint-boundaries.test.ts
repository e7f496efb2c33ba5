import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** The repository's own ESLint configuration, its import boundaries alone, on a file that need not exist. */
const eslint = new ESLint({
  cwd: repo,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function refusedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('keeps a web feature from importing another feature, at any depth', async () => {
    const shallow = await refusedImports(
      'apps/web/src/features/team/team-rules.ts',
      "import { x } from '../auth/rules';\nexport const y = x;\n",
    );
    const deep = await refusedImports(
      'apps/web/src/features/team/components/team-panel.tsx',
      "import { LoadErrorMessage } from '../../auth/components/load-error-message';\nexport const y = LoadErrorMessage;\n",
    );
    expect(shallow).toEqual([expect.stringMatching(/does not import another feature/)]);
    expect(deep).toEqual([expect.stringMatching(/does not import another feature/)]);
  });

  it('lets a feature import its own files, components/, lib/ and packages; routes import features', async () => {
    const own = await refusedImports(
      'apps/web/src/features/team/components/team-panel.tsx',
      [
        "import { a } from './member-row';",
        "import { b } from '../api/get-members';",
        "import { c } from '../../../components/ui/load-error-message';",
        "import { d } from '../../../lib/api-client';",
        "import { e } from '@studiolo/contracts';",
        'export const all = [a, b, c, d, e];',
        '',
      ].join('\n'),
    );
    const route = await refusedImports(
      'apps/web/src/routes/settings.tsx',
      "import { TeamPanel } from '../features/team/components/team-panel';\nexport const y = TeamPanel;\n",
    );
    expect(own).toEqual([]);
    expect(route).toEqual([]);
  });

  it('keeps components/ and lib/ from importing a feature', async () => {
    const messages = await refusedImports(
      'apps/web/src/components/ui/alert.tsx',
      "import { useMe } from '../../features/auth/api/get-me';\nexport const y = useMe;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/import none of them/)]);
  });

  it('keeps services, repos and domain/ out of the HTTP layer', async () => {
    const source = "import { router } from '../../http/router';\nexport const y = router;\n";
    for (const file of [
      'apps/server/src/modules/invoices/service.ts',
      'apps/server/src/modules/invoices/repo.ts',
    ]) {
      expect(await refusedImports(file, source)).toEqual([expect.stringMatching(/never see HTTP/)]);
    }
    expect(
      await refusedImports(
        'apps/server/src/domain/errors.ts',
        "import { x } from '../http/problems';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringMatching(/never see HTTP/)]);
    expect(await refusedImports('apps/server/src/modules/invoices/routes.ts', source)).toEqual([]);
    expect(
      await refusedImports(
        'apps/server/src/modules/invoices/service.ts',
        "import { AppError } from '../../domain/errors';\nexport const y = AppError;\n",
      ),
    ).toEqual([]);
  });
});
