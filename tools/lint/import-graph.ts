import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

/** Source files only: tests, generated code and build output are not part of the shape. */
const SOURCE_FILE = /\.(ts|tsx)$/;
const LEFT_OUT = /(\.spec|\.int-spec|\.e2e|\.d)\.tsx?$|\/gql\/|\/testing\//;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'tmp', '.nx', '.runtime', 'data']);

export interface ImportGraph {
  /** Workspace-relative file → the workspace-relative files it imports. */
  readonly edges: ReadonlyMap<string, ReadonlySet<string>>;
}

function sourceFilesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    if (SKIPPED_FOLDERS.has(name)) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return SOURCE_FILE.test(name) && !LEFT_OUT.test(path) ? [path] : [];
  });
}

function libraryEntries(workspaceRoot: string): Map<string, string> {
  const config = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return new Map(
    Object.entries(config.compilerOptions.paths).map(([alias, [target]]) => [
      alias,
      resolve(workspaceRoot, target),
    ]),
  );
}

function resolveFile(candidate: string): string | undefined {
  const withoutJs = candidate.replace(/\.js$/, '');
  const tries = [
    candidate,
    `${withoutJs}.ts`,
    `${withoutJs}.tsx`,
    join(candidate, 'index.ts'),
    join(candidate, 'index.tsx'),
  ];
  return tries.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every import, export-from and dynamic import() between the source files of `roots`. */
export function readImportGraph(workspaceRoot: string, roots: readonly string[]): ImportGraph {
  const libraries = libraryEntries(workspaceRoot);
  const edges = new Map<string, Set<string>>();
  for (const root of roots) {
    for (const file of sourceFilesUnder(join(workspaceRoot, root))) {
      const imported = new Set<string>();
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        const target = specifier.startsWith('.')
          ? resolveFile(resolve(dirname(file), specifier))
          : libraries.get(specifier);
        if (target && !LEFT_OUT.test(target)) imported.add(relative(workspaceRoot, target));
      }
      edges.set(relative(workspaceRoot, file), imported);
    }
  }
  return { edges };
}

/** Pairs of files that import each other, directly or around a longer loop. */
export function fileCycles(graph: ImportGraph): string[][] {
  return stronglyConnected(graph.edges).filter((component) => component.length > 1);
}

/**
 * Pairs of folders that import each other. Under `base`, each root file is a folder of its own,
 * each top-level folder is one, and `modules/<name>` counts as one per module.
 */
export function folderCycles(graph: ImportGraph, base: string): string[][] {
  const folderOf = (file: string): string | undefined => {
    if (!file.startsWith(base + '/')) return undefined;
    const parts = file.slice(base.length + 1).split('/');
    if (parts.length === 1) return parts[0];
    return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of graph.edges) {
    const from = folderOf(file);
    if (!from) continue;
    const targets = folders.get(from) ?? new Set<string>();
    for (const target of imports) {
      const to = folderOf(target);
      if (to && to !== from) targets.add(to);
    }
    folders.set(from, targets);
  }
  return stronglyConnected(folders).filter((component) => component.length > 1);
}

/** Tarjan's algorithm, iterative over a small graph: each component sorted for stable messages. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };

  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}
