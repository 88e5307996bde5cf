import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsZod } from './zod-modules';

// jsdom gives modules an http:// import.meta.url; the file's own folder is what is wanted.
const contract = (name: string) =>
  resolve(import.meta.dirname, `../../../packages/contracts/src/${name}.ts`);

describe('contract modules that build zod schemas', () => {
  it('tells them from the zod-free ones the app starts with', () => {
    expect(importsZod(contract('profile'))).toBe(true);
    expect(importsZod(`${contract('story')}?query`)).toBe(true);
    for (const name of ['enums', 'constants', 'language', 'identity']) {
      expect(importsZod(contract(name))).toBe(false);
    }
    expect(importsZod('/no/such/file.ts')).toBe(false);
  });
});
