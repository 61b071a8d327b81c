import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) copy beside each compressible file of the
 * client build, where smaller, so the server sends them as they are instead of compressing the
 * same bytes on every request (the entry chunk: about 15 ms of CPU each time, and 150 KB gzip
 * where brotli 11 is 133 KB).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'deal-site:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.build.ssr || !options.dir) return;
      const outDir = options.dir;
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const data = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (data.length < MIN_BYTES) return;
          const [brotli, gzipped] = await Promise.all([
            brotliAsync(data, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: 9 }),
          ]);
          const path = join(outDir, file.fileName);
          if (brotli.length < data.length) await writeFile(`${path}.br`, brotli);
          if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}
