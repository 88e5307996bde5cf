import { describe, expect, it } from 'vitest';
import { daBundle } from './bundles/da';
import { enBundle } from './bundles/en';
import { noBundle } from './bundles/no';
import { svBundle } from './bundles/sv';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const reference = leaves(noBundle as Tree);

describe.each([
  ['en', enBundle as Tree],
  ['da', daBundle as Tree],
  ['sv', svBundle as Tree],
])('%s catalog', (_lang, bundle) => {
  const translated = leaves(bundle);

  it('only uses keys the Norwegian catalog has', () => {
    const unknown = [...translated.keys()].filter((key) => !reference.has(key));
    expect(unknown).toEqual([]);
  });

  it('keeps the same {{variables}} as Norwegian, so no value goes missing when rendered', () => {
    for (const [key, text] of translated) {
      expect({ key, vars: variables(text) }).toEqual({
        key,
        vars: variables(reference.get(key) ?? ''),
      });
    }
  });

  it('has no empty strings', () => {
    expect([...translated].filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

it('English translates every Norwegian key, because English is the fallback', () => {
  expect([...leaves(enBundle as Tree).keys()].sort()).toEqual([...reference.keys()].sort());
});
