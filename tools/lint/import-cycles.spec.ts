import { join } from 'node:path';
import { fileCycles, folderCycles, readImportGraph } from './import-graph';

const workspaceRoot = join(__dirname, '../..');

/*
 * The layers of docs/architecture.md, checked on every test run: no two source files import each
 * other, and no two folders of apps/api/src do (each root file, top-level folder and module
 * counting as a folder of its own).
 */
describe('the import graph', () => {
  const graph = readImportGraph(workspaceRoot, ['apps', 'libs', 'tools']);

  it('reads the workspace', () => {
    expect(graph.edges.size).toBeGreaterThan(300);
    expect(graph.edges.get('apps/api/src/app.ts')).toContain('apps/api/src/services.ts');
  });

  it('has no files that import each other', () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it('has no folders of apps/api/src that import each other', () => {
    expect(folderCycles(graph, 'apps/api/src')).toEqual([]);
  });

  it('would name a loop between two folders', () => {
    const loop = {
      edges: new Map([
        ['apps/api/src/modules/a/a.ts', new Set(['apps/api/src/modules/b/b.ts'])],
        ['apps/api/src/modules/b/b.ts', new Set(['apps/api/src/rest/c.ts'])],
        ['apps/api/src/rest/c.ts', new Set(['apps/api/src/modules/a/a.ts'])],
      ]),
    };
    expect(folderCycles(loop, 'apps/api/src')).toEqual([['modules/a', 'modules/b', 'rest']]);
    expect(fileCycles(loop)).toHaveLength(1);
  });
});
