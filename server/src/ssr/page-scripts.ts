import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageScriptFiles } from '../../../schema/page-scripts';

/** A chunk of the browser build's manifest (Vite's `.vite/manifest.json`), by source path. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Paths in the manifest are relative to the client's root; page modules to client/src. */
const SOURCE_ROOT = 'src/';
/** The pages' own modules (routes.tsx): another page's is fetched when a link to it is pointed at, not ahead. */
const PAGE_MODULE = /^src\/features\/[^/]+\/[^/]+-page\.tsx$/;
/** What the entry loads by itself and not for the app: the field vitals' reporting code, fetched once the page is idle (entry-client.tsx). */
const NOT_THE_APP = new Set(['src/field-vitals.ts']);

/**
 * The script files the app needs on a page, for its first script to fetch ahead once the page is
 * idle after load (`<link rel="modulepreload">`, entry-client.tsx), in two sets: what the app
 * needs to go live (with the dialogs it renders by itself once live), and what it loads on use,
 * fetched once the first set has arrived so that it does not share the connection with it. With
 * them in the module map, the app starts without waiting for a file; without the list, its imports
 * chained in 11-12 rounds.
 */
export class PageScripts {
  private readonly byModules = new Map<string, PageScriptFiles>();
  private readonly entryRoots: string[];

  constructor(private readonly manifest: Manifest) {
    this.entryRoots = (Object.values(manifest).find((chunk) => chunk.isEntry)?.dynamicImports ?? []).filter((key) => !NOT_THE_APP.has(key));
  }

  /** The browser build's manifest, when there is one (not in development). */
  static read(clientDir: string): PageScripts | undefined {
    const file = path.join(clientDir, '.vite/manifest.json');
    return existsSync(file) ? new PageScripts(JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
  }

  /** The files for a page of these modules (relative to client/src: the page module, what the app loads by itself once live); remembered per set of modules. */
  for(modules: readonly string[]): PageScriptFiles {
    const key = modules.join(' ');
    let files = this.byModules.get(key);
    if (!files) {
      files = this.collect([...this.entryRoots, ...modules.map((module) => `${SOURCE_ROOT}${module}`)]);
      this.byModules.set(key, files);
    }
    return files;
  }

  private collect(roots: readonly string[]): PageScriptFiles {
    const seen = new Set<string>();
    const loadedOnUse: string[] = [];
    /** The chunk's file and its static imports' files, each once; what they load later is on use unless it is a root. */
    const withImports = (key: string, files: string[]) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      // The entry itself is on the page already.
      if (!chunk || chunk.isEntry) return;
      files.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) withImports(imported, files);
      for (const later of chunk.dynamicImports ?? []) if (!PAGE_MODULE.test(later)) loadedOnUse.push(later);
    };
    const scripts: string[] = [];
    for (const root of roots) withImports(root, scripts);
    const onUse: string[] = [];
    // The list grows as it is read: what is loaded on use can itself load more.
    for (let index = 0; index < loadedOnUse.length; index += 1) withImports(loadedOnUse[index]!, onUse);
    return { scripts, onUse };
  }
}
