// Bundles the server into dist/main.js (workspace packages inlined, npm packages left external)
// and copies the SQL migrations beside it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

const entries = {
  main: 'src/main.ts',
  migrate: 'src/db/migrate-cli.ts',
  'seed-demo': 'src/seed/demo-cli.ts',
};

await build({
  absWorkingDir: here,
  entryPoints: entries,
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        // Bare imports stay external (node_modules is there at run time), except our own packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@studiolo/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// The triage's training rounds (corpus/triage), what the learned reading trains on at first use,
// with a manifest of them alone: the held-out and blind sets never ship.
const corpus = path.join(here, 'corpus/triage');
const manifest = JSON.parse(fs.readFileSync(path.join(corpus, 'manifest.json'), 'utf8'));
const training = manifest.sets.filter((set) => set.use === 'train');
fs.mkdirSync(path.join(dist, 'corpus/triage'), { recursive: true });
for (const set of training)
  fs.copyFileSync(path.join(corpus, set.file), path.join(dist, 'corpus/triage', set.file));
fs.writeFileSync(
  path.join(dist, 'corpus/triage/manifest.json'),
  JSON.stringify({ ...manifest, sets: training }, null, 2),
);
// The simulator's bundled audio, found beside the bundle as beside its source (./assets/…).
fs.cpSync(path.join(here, 'src/providers/telephony/assets'), path.join(dist, 'assets'), { recursive: true });

// The source of this very version, offered to every user (AGPL-3.0 §13) at /api/v1/public/source.
// A checkout without git (an unpacked tarball) builds without it: SOURCE_CODE_URL then says where.
try {
  const repoRoot = path.resolve(here, '../..');
  execFileSync('git', ['-C', repoRoot, 'rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', [
    '-C',
    repoRoot,
    'archive',
    '--format=tar.gz',
    '--prefix=studiolo/',
    '-o',
    path.join(dist, 'source.tar.gz'),
    'HEAD',
  ]);
} catch {
  console.warn('No git checkout: the build carries no source archive (set SOURCE_CODE_URL).');
}
