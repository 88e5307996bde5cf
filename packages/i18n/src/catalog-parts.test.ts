import { LanguageCode } from '@monstory/contracts/language';
import { describe, expect, it } from 'vitest';
import { daBundle } from './bundles/da';
import { enBundle } from './bundles/en';
import { noBundle } from './bundles/no';
import { svBundle } from './bundles/sv';
import { CATALOG_PARTS, NAMESPACES, namespacesIn, partsFor } from './catalog-parts';
import { PART_LOADERS } from './part-loaders';

const whole = { no: noBundle, en: enBundle, da: daBundle, sv: svBundle };

describe.each(LanguageCode.map((code) => [code]))('%s catalog in parts', (code) => {
  it('has in each part file exactly the namespaces catalog-parts.ts puts there', async () => {
    for (const part of CATALOG_PARTS) {
      const load = PART_LOADERS[code][part];
      const inFile = load ? Object.keys(await load()).sort() : [];
      const expected = namespacesIn(part).filter((namespace) => namespace in whole[code]);
      expect({ part, namespaces: inFile }).toEqual({ part, namespaces: expected.sort() });
    }
  });
});

it('gives Norwegian and English every part, as the reference and the fallback', () => {
  for (const code of ['no', 'en'] as const) {
    expect(Object.keys(PART_LOADERS[code]).sort()).toEqual([...CATALOG_PARTS].sort());
  }
});

it('finds the parts that hold a set of namespaces, each once', () => {
  expect(partsFor(['auth', 'legal', 'library'])).toEqual(['site', 'library']);
  expect([...NAMESPACES].sort()).toEqual(Object.keys(noBundle).sort());
});
