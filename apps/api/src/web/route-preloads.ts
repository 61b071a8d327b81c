/** The parts of one entry of Vite's build manifest (`.vite/manifest.json`) that preloading reads. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for the chunks of the given source modules and every chunk
 * they import statically, so hydration does not wait for one more round trip. The entry chunk is
 * left out: the page already loads it with its own script tag.
 */
export function modulePreloadTags(manifest: ViteManifest, moduleIds: readonly string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  moduleIds.forEach(visit);
  // crossorigin and low priority as on the entry script, so the preloaded response is the one
  // import() reuses, and the first paint and the deal's picture come before the page's code.
  return [...files]
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('\n');
}
