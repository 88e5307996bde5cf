import { basename, dirname } from 'node:path';

// Which file gets the code that two or more lazily loaded modules (mostly pages) share. One file
// for all of it made every page fetch every other page's shared code: Home paid for the reader,
// the purchase overlay and the voice picker. One file per combination of pages is exact but
// comes to dozens of small files, each a round trip on HTTP/1.1. In between, the pages fall into
// a few areas: a module only one area uses goes in that area's file, one that several areas use
// in `shared`. An area is decided by who uses the code, not by where it lives, so a module moved
// or newly shared lands in the right file by itself.

/** The areas of pages, the first that matches a lazily loaded module's path taken. */
const PAGE_AREAS: [string, RegExp][] = [
  // Stories being read: the reader, and the examples a visitor reads.
  ['reader', /[\\/]src[\\/]features[\\/](story[\\/]|home[\\/]example-story)/],
  // Home on its own: the first page of a first visit, which should fetch only what it uses.
  ['home', /[\\/]src[\\/]features[\\/]home[\\/]home-page/],
  // The public site: what a visitor opens before signing in.
  ['site', /[\\/]src[\\/]features[\\/](home|login|faq|contact|legal|static-pages|not-found)[\\/]/],
  // The rest of the app's pages, the lazy parts of them (the tour, the snow) and of the shell
  // around them (the top bar and tabs, live notifications, the player).
  ['app', /[\\/]src[\\/](features|app)[\\/]/],
];

interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
  } | null;
}

/** The area of a module something loads lazily: a page's, or for the rest its folder's name. */
function areaOfLazyModule(id: string): string {
  return PAGE_AREAS.find(([, path]) => path.test(id))?.[0] ?? basename(dirname(id));
}

/**
 * The areas whose lazily loaded modules use `id`, found by following its importers up to the
 * modules that are loaded lazily (or are the page's entry).
 */
function areasUsing(id: string, graph: ModuleGraph): Set<string> {
  const areas = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry) areas.add('entry');
    if (info.dynamicImporters.length > 0) areas.add(areaOfLazyModule(next));
    queue.push(...info.importers);
  }
  return areas;
}

/**
 * `codeSplitting` groups for shared code (modules two or more lazily loaded modules use): a file
 * per area, one per pair of areas, and `shared` for what more areas use. The widest come first:
 * a group also takes in the modules its own import (Rolldown's includeDependenciesRecursively),
 * and those are used by at least the same areas, so they must have found their file already.
 */
export function sharedByArea() {
  const known = new Map<string, string[]>();
  const areas = (id: string, graph: ModuleGraph) => {
    let found = known.get(id);
    if (!found) known.set(id, (found = [...areasUsing(id, graph)].sort()));
    return found;
  };
  const group = (name: (used: string[]) => string | null) => ({
    name: (id: string, graph: ModuleGraph) => name(areas(id, graph)),
    minShareCount: 2,
  });
  return [
    group((used) => (used.length > 2 ? 'shared' : null)),
    group((used) => (used.length === 2 ? used.join('-') : null)),
    group((used) => (used.length === 1 ? (used[0] ?? null) : null)),
  ];
}
