import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/](?!gql[\\/]).*\.tsx?$/;
const GRAPHQL_IMPORT = /^import \{ graphql \} from '([^']*\/gql(?:\/[\w-]+)?)';\n/m;
const GRAPHQL_CALL = /\bgraphql\(`([^`]*)`\)/g;
/** One entry of the generated `documents` map in gql.ts: `"<source>": types.<ExportName>,`. */
const DOCUMENT_ENTRY = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;

function generatedDocuments(gqlFile: string): Map<string, string> {
  const generated = readFileSync(gqlFile, 'utf8');
  const mapStart = generated.indexOf('const documents');
  const documents = new Map<string, string>();
  for (const [, source, exportName] of generated.slice(mapStart).matchAll(DOCUMENT_ENTRY)) {
    documents.set(JSON.parse(source) as string, exportName);
  }
  return documents;
}

/**
 * Replaces each `graphql(`...`)` call with an import of the document codegen generated for it,
 * as the client preset's Babel and SWC plugins do. A chunk then carries only the documents it
 * uses, and no chunk carries gql.ts's map of every document source to its parsed form.
 */
export function graphqlDocumentImports(): Plugin {
  return {
    name: 'deal-site:graphql-document-imports',
    enforce: 'pre',
    transform: {
      filter: { id: APP_SOURCE, code: 'graphql(`' },
      handler(code, id) {
        const graphqlImport = GRAPHQL_IMPORT.exec(code);
        if (!graphqlImport) return null;
        const gqlModule = graphqlImport[1];
        const gqlFile = join(resolve(dirname(id), gqlModule), 'gql.ts');
        this.addWatchFile(gqlFile);
        const documents = generatedDocuments(gqlFile);

        // Every replacement keeps the line count, so positions in the rest of the file stay true.
        const used = new Set<string>();
        const rewritten = code.replace(GRAPHQL_CALL, (call, source: string) => {
          const exportName = documents.get(source);
          if (!exportName) {
            this.error(
              `${id}: a graphql() document is missing from ${gqlFile}; run npm run codegen`,
            );
          }
          used.add(exportName);
          return `__document_${exportName}${call.replace(/[^\n]/g, '')}`;
        });
        const importedNames = [...used].map((name) => `${name} as __document_${name}`);
        const imports = `import { ${importedNames.join(', ')} } from '${gqlModule}/graphql';\n`;
        const stillCallsGraphql = /\bgraphql\(/.test(rewritten.replace(graphqlImport[0], ''));
        return {
          code: rewritten.replace(
            graphqlImport[0],
            stillCallsGraphql ? graphqlImport[0].trimEnd() + ' ' + imports : imports,
          ),
          map: null,
        };
      },
    },
  };
}
