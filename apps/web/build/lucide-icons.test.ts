import { describe, expect, it } from 'vitest';
import { lucideIconFiles, rewriteLucideImports } from './lucide-icons';

const BARREL = [
  "export { default as House, default as HouseIcon } from './icons/house.mjs';",
  "export { default as LoaderCircle } from './icons/loader-circle.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join('\n');

describe('lucide icon imports', () => {
  const files = lucideIconFiles(BARREL);

  it('reads every icon name, aliases included, from the package entry', () => {
    expect(files).toEqual(
      new Map([
        ['House', 'house'],
        ['HouseIcon', 'house'],
        ['LoaderCircle', 'loader-circle'],
      ]),
    );
  });

  it('imports each icon from its own module and keeps the line count', () => {
    const code =
      "import {\n  House,\n  LoaderCircle as Spinner,\n} from 'lucide-react';\nuse(House);";
    const rewritten = rewriteLucideImports(code, files);
    expect(rewritten).toBe(
      "import House from 'lucide-react/icons/house'; import Spinner from 'lucide-react/icons/loader-circle';\n\n\n\nuse(House);",
    );
    expect(rewritten?.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves what is no icon with the package, and code without icons alone', () => {
    expect(
      rewriteLucideImports("import { House, createLucideIcon } from 'lucide-react';", files),
    ).toBe(
      "import House from 'lucide-react/icons/house'; import { createLucideIcon } from 'lucide-react';",
    );
    expect(
      rewriteLucideImports("import { createLucideIcon } from 'lucide-react';", files),
    ).toBeNull();
    expect(
      rewriteLucideImports("import type { LucideProps } from 'lucide-react';", files),
    ).toBeNull();
  });
});
