import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles';

describe('chunk import loops', () => {
  it('finds none where imports only go one way', () => {
    const imports = new Map([
      ['entry.js', ['boot.js', 'framework.js']],
      ['boot.js', ['framework.js', 'contracts.js']],
      ['contracts.js', []],
      ['framework.js', []],
    ]);
    expect(chunkCycles(imports)).toEqual([]);
  });

  it('names the files of a loop, however long', () => {
    const imports = new Map([
      ['entry.js', ['shared.js']],
      ['shared.js', ['reader.js']],
      ['reader.js', ['contracts.js']],
      ['contracts.js', ['shared.js']],
    ]);
    expect(chunkCycles(imports)).toEqual([
      ['contracts.js', 'shared.js', 'reader.js', 'contracts.js'],
    ]);
  });

  it('finds a chunk that imports itself', () => {
    expect(chunkCycles(new Map([['a.js', ['a.js']]]))).toEqual([['a.js', 'a.js']]);
  });
});
