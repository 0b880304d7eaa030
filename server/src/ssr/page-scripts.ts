import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

/** A page's script files, as URLs from the site's root: what the app runs to go live, and what the live app loads on use. */
export interface AppScripts {
  live: string[];
  onUse: string[];
}

/**
 * The script files the app needs on a page, for its first script to fetch ahead once the page is
 * idle after load (`<link rel="modulepreload">`, entry-client.tsx), in two sets. `live`: the
 * entry's dynamic imports (React DOM, the theme, the hydration code) and the page's modules, with
 * their static imports: the app starts once these are in. `onUse`: what any of them loads on use
 * (the waitlist dialog, Apollo's client), with its own imports, fetched after `live` so that they
 * do not share the connection with it. Never another page's module. With them in the module map,
 * the app starts without waiting for a file; without the list, its imports chained in 11-12 rounds.
 */
export class PageScripts {
  private readonly byModules = new Map<string, AppScripts>();
  private readonly entryRoots: string[];

  constructor(private readonly manifest: Manifest) {
    this.entryRoots = (Object.values(manifest).find((chunk) => chunk.isEntry)?.dynamicImports ?? []).filter((key) => !NOT_THE_APP.has(key));
  }

  /** The browser build's manifest, when there is one (not in development). */
  static read(clientDir: string): PageScripts | undefined {
    const file = path.join(clientDir, '.vite/manifest.json');
    return existsSync(file) ? new PageScripts(JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
  }

  /** The files for a page of these modules (relative to client/src); remembered per set of modules. */
  for(modules: readonly string[]): AppScripts {
    const key = modules.join(' ');
    let files = this.byModules.get(key);
    if (!files) {
      files = this.collect([...this.entryRoots, ...modules.map((module) => `${SOURCE_ROOT}${module}`)]);
      this.byModules.set(key, files);
    }
    return files;
  }

  private collect(roots: readonly string[]): AppScripts {
    const files: AppScripts = { live: [], onUse: [] };
    const seen = new Set<string>();
    const loadedOnUse: string[] = [];
    const withImports = (key: string, into: string[]) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      // The entry itself is on the page already.
      if (!chunk || chunk.isEntry) return;
      into.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) withImports(imported, into);
      for (const later of chunk.dynamicImports ?? []) if (!PAGE_MODULE.test(later)) loadedOnUse.push(later);
    };
    for (const root of roots) withImports(root, files.live);
    // What is loaded on use may itself load more on use: the list grows as it is walked.
    for (let index = 0; index < loadedOnUse.length; index += 1) withImports(loadedOnUse[index]!, files.onUse);
    return files;
  }
}
