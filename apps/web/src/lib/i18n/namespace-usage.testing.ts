import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// Which text namespaces a module and everything it imports (lazily too) use, read from the
// source: useTranslation('ns') (no argument: the default, common), t(…, { ns: 'ns' }) and
// TFunction<'ns'>. The tests hold this against the namespaces each route loads.

export const SRC = join(import.meta.dirname, '../..');

interface ModuleFacts {
  imports: string[];
  lazyImports: string[];
  namespaces: string[];
}

const facts = new Map<string, ModuleFacts>();

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
  return found ?? null;
}

const stringArgument = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;

function read(file: string): ModuleFacts {
  const known = facts.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: ModuleFacts = { imports: [], lazyImports: [], namespaces: [] };
  const add = (list: string[], specifier: string | undefined) => {
    const target = specifier && resolveModule(file, specifier);
    if (target) list.push(target);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      add(found.imports, stringArgument(node.moduleSpecifier));
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      add(found.imports, stringArgument(node.moduleSpecifier));
    } else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        add(found.lazyImports, stringArgument(node.arguments[0]));
      } else if (ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
        found.namespaces.push(stringArgument(node.arguments[0]) ?? 'common');
      }
    } else if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'ns') {
      const namespace = stringArgument(node.initializer);
      if (namespace) found.namespaces.push(namespace);
    } else if (
      ts.isTypeReferenceNode(node) &&
      node.typeName.getText(source) === 'TFunction' &&
      node.typeArguments?.[0] &&
      ts.isLiteralTypeNode(node.typeArguments[0])
    ) {
      const namespace = stringArgument(node.typeArguments[0].literal);
      if (namespace) found.namespaces.push(namespace);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  facts.set(file, found);
  return found;
}

/**
 * The namespaces `entry` (a path under src/) and the modules it imports use, each with the
 * first module found using it. `skip` leaves out modules, or the lazy imports of a module.
 */
export function namespacesUsedFrom(
  entry: string,
  skip: { modules?: RegExp; lazyImportsOf?: RegExp } = {},
): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [join(SRC, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const path = relative(SRC, file);
    if (seen.has(file) || skip.modules?.test(path)) continue;
    seen.add(file);
    const module = read(file);
    for (const namespace of module.namespaces) if (!used.has(namespace)) used.set(namespace, path);
    queue.push(...module.imports);
    if (!skip.lazyImportsOf?.test(path)) queue.push(...module.lazyImports);
  }
  return used;
}

/** The module each route's `load` imports, by the route's title key (read from routes.tsx). */
export function pageModulesByTitleKey(): Map<string, string> {
  const file = join(SRC, 'app/routes.tsx');
  const text = readFileSync(file, 'utf8');
  const pages = new Map<string, string>();
  for (const match of text.matchAll(/titleKey: '(\w+)',[\s\S]*?import\('([^']+)'\)/g)) {
    const target = resolveModule(file, match[2] ?? '');
    if (match[1] && target) pages.set(match[1], relative(SRC, target));
  }
  return pages;
}
