import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// lucide-react's entry re-exports every one of its ~2,000 icons. Rolldown drops the unused ones, but
// the module graph still leads from every `import { X } from 'lucide-react'` to every icon, so
// whatever follows that graph (the boot chunk's reach in first-load.ts, the share counts of the
// chunk groups) counted each icon any page uses as used by all: the boot chunk carried 113 icons
// the first screen never draws. Importing each icon from its own module (the package's
// `lucide-react/icons/<name>` export) leaves a graph with only the edges the code has.

const ICON_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Every icon name the package exports (aliases included), mapped to its module's file name. */
export function lucideIconFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of barrel.matchAll(ICON_EXPORT)) {
    for (const name of names.split(',')) {
      const exported = /default as (\w+)/.exec(name)?.[1];
      if (exported) files.set(exported, file);
    }
  }
  return files;
}

/**
 * `import { A, B as C } from 'lucide-react'` rewritten as one default import per icon; anything
 * that is no icon (createLucideIcon, the context) keeps the package import.
 */
export function rewriteLucideImports(code: string, files: Map<string, string>): string | null {
  let changed = false;
  const result = code.replace(NAMED_IMPORT, (statement: string, list: string) => {
    const icons: string[] = [];
    const rest: string[] = [];
    for (const specifier of list.split(',').map((s) => s.trim())) {
      if (!specifier) continue;
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const file = files.get(imported);
      if (file) icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
      else rest.push(specifier);
    }
    if (icons.length === 0) return statement;
    if (rest.length > 0) icons.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
    changed = true;
    // As many lines as the statement had: every line after it keeps its place, so the source
    // map of the module is still right without one of this step's own.
    return icons.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
  return changed ? result : null;
}

export function lucideIconImports(): Plugin {
  let files = new Map<string, string>();
  return {
    name: 'monstory:lucide-icon-imports',
    apply: 'build',
    buildStart() {
      const require = createRequire(import.meta.url);
      const root = dirname(require.resolve('lucide-react/package.json'));
      files = lucideIconFiles(readFileSync(join(root, 'dist/esm/lucide-react.mjs'), 'utf8'));
      if (files.size === 0) throw new Error('lucide-icon-imports: no icons in lucide-react');
    },
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: 'lucide-react' },
      handler(code) {
        const rewritten = rewriteLucideImports(code, files);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
