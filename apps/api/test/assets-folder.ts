import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const SCRIPT = Buffer.from(
  `export const deals = [${'"a deal of the day", '.repeat(400)}];\n`,
);
export const STYLES = Buffer.from(`.card { display: grid; }\n`.repeat(200));

/** A build's assets folder: a script with both compressed copies, a stylesheet without any. */
export function assetsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  writeFileSync(join(dir, 'index-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'index-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'index-abc.css'), STYLES);
  return dir;
}
