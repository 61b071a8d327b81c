// Compiles one Node app and the libs it may import with swc (keeps decorator metadata,
// which esbuild cannot), rewriting @deal-site/* aliases to relative paths.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const app = process.argv[2];
if (!app) throw new Error('usage: build-node-app.mjs <app>');

const outDir = join(workspaceRoot, 'dist/apps', app);
const swcrc = JSON.parse(await readFile(join(workspaceRoot, '.swcrc'), 'utf8'));
const { compilerOptions } = JSON.parse(
  await readFile(join(workspaceRoot, 'tsconfig.base.json'), 'utf8'),
);
const isSpec = (file) => /\.(spec|test|int-spec|e2e)\.tsx?$/.test(file);

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isSpec(entry.name))
      yield path;
  }
}

const roots = [join(workspaceRoot, 'apps', app, 'src')];
for (const lib of await readdir(join(workspaceRoot, 'libs')))
  roots.push(join(workspaceRoot, 'libs', lib, 'src'));

await rm(outDir, { recursive: true, force: true });
let count = 0;
for (const root of roots) {
  for await (const file of sourceFiles(root)) {
    const target = join(outDir, relative(workspaceRoot, file)).replace(/\.ts$/, '.js');
    const { code, map } = await transformFile(file, {
      ...swcrc,
      swcrc: false,
      filename: file,
      sourceFileName: relative(dirname(target), file),
      jsc: { ...swcrc.jsc, baseUrl: workspaceRoot, paths: compilerOptions.paths },
    });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
    if (map) await writeFile(`${target}.map`, map);
    count += 1;
  }
}
console.log(`built ${app}: ${count} files -> ${relative(workspaceRoot, outDir)}`);
