import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { expect, it } from 'vitest';

const server = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// A cycle between modules makes their load order decide what is defined (an import read before its
// module ran is undefined): the server's runtime imports form none. Type-only imports vanish at
// build time and do not count.
it('the server has no runtime import cycle', async () => {
  const graph = await madge(server('src/main.ts'), {
    fileExtensions: ['ts'],
    tsConfig: server('tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: true, skipAsyncImports: true } },
  });
  expect(graph.circular()).toEqual([]);
});
