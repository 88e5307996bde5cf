import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_NAME } from '@monstory/contracts/constants';
import ts from 'typescript';
import { expect, it } from 'vitest';

// No user-facing literal in components (docs/product.md#languages). Every word a person reads comes
// from the catalogs (packages/i18n), so this walks each component's JSX and lists any text, or any
// attribute a person reads or hears, written in as a literal. The product name is not translated.

const SRC = join(import.meta.dirname, '../..');
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
]);
const hasWords = (text: string) => /\p{L}/u.test(text.replaceAll(PRODUCT_NAME, ''));

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(SRC, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) {
      found.push(`${where(node)} text ${JSON.stringify(node.text.trim())}`);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        hasWords(literal.text)
      ) {
        found.push(`${where(node)} ${node.name.getText()}=${JSON.stringify(literal.text)}`);
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      hasWords(node.expression.text)
    ) {
      found.push(`${where(node)} text ${JSON.stringify(node.expression.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it('keeps every word a person reads out of the components and in the catalogs', () => {
  const components = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !/\.(test|testing)\.tsx$/.test(file),
  );
  expect(components.length).toBeGreaterThan(100);
  expect(components.flatMap(literalsIn)).toEqual([]);
});
