import { fileURLToPath } from 'node:url';
import { build, type Alias, type Plugin } from 'vite';

/**
 * Scripts served at fixed root paths, each one self-contained file outside the app's chunk graph,
 * so neither the public entry nor its preloads ever include them.
 */
const STANDALONE_SCRIPTS = {
  // A service worker's scope is its own path's folder: /sw.js serves the whole site.
  'sw.js': 'src/service-worker/sw.ts',
  // The subscriber's page, which the API renders without the app, loads the push opt-in from here.
  'push-opt-in.js': 'src/features/push/push-opt-in-page.ts',
} as const;

type ScriptName = keyof typeof STANDALONE_SCRIPTS;

const isScriptName = (name: string): name is ScriptName => name in STANDALONE_SCRIPTS;

async function bundleScript(name: ScriptName, alias: Alias[], minify: boolean): Promise<string> {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias },
    build: {
      write: false,
      minify,
      target: 'es2022',
      copyPublicDir: false,
      lib: {
        entry: STANDALONE_SCRIPTS[name],
        formats: ['iife'],
        name: 'dealSite',
        fileName: () => name,
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk =
    'output' in result ? result.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk) throw new Error(`${name} built no script`);
  return chunk.code;
}

/** Builds /sw.js and /push-opt-in.js into the client output; in development, on each request. */
export function standaloneScripts(alias: Alias[]): Plugin {
  return {
    name: 'deal-site:standalone-scripts',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const name of Object.keys(STANDALONE_SCRIPTS).filter(isScriptName)) {
        this.emitFile({
          type: 'asset',
          fileName: name,
          source: await bundleScript(name, alias, true),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0].slice(1) ?? '';
        if (!isScriptName(name)) return next();
        bundleScript(name, alias, false).then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
