import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BoundedMap } from '../lib/bounded-map';

/** What Vite's build manifest says of one source module: the chunk it was built into and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The web build's manifest (build.manifest in vite.config.ts), keyed by source module; empty without one. */
export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(distDir: string): BuildManifest {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
}

/** The chunk a source module was built into and every chunk it imports, each once; none for a module not built. */
export function chunkFilesOf(manifest: BuildManifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files];
}

/**
 * The module preloads a server-drawn page names for its own code (RenderedPage.pageModule): the page's chunk
 * and every chunk it imports, less those the shell names already. Left to the browser, Vite's preload helper
 * adds a link for each when the page's code is asked for, after the first scripts have run: about 3 ms of a
 * phone's main thread each (Lighthouse's 4x slower CPU), one task of 110-210 ms for the place page's 35
 * chunks (decision 0030). Named in the page, they are linked by the loader after the first paint, a few a
 * task (page-scripts.ts), before the page's code asks: the helper finds them there. Nothing without a
 * manifest (a build from before it).
 */
export function modulePreloadsFor(
  distDir: string,
  shell: string,
): (pageModule: string | undefined) => string {
  const manifest = readBuildManifest(distDir);
  // One entry per page module at most: the manifest's own size bounds it.
  const made = new BoundedMap<string, string>(Math.max(1, Object.keys(manifest).length));
  const linksFor = (pageModule: string) =>
    chunkFilesOf(manifest, pageModule)
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
      .join('');
  return (pageModule) => (pageModule && manifest[pageModule] ? made.remember(pageModule, linksFor) : '');
}
