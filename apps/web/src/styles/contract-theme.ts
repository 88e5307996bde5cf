import { BREAKPOINTS } from '@monstory/contracts/constants';
import plugin from 'tailwindcss/plugin';

// The product's breakpoints (docs/product.md#constants) as Tailwind's screens, so
// the stylesheet takes them from the contracts: app.css loads this with @plugin.
export default plugin(() => {}, {
  theme: {
    screens: Object.fromEntries(
      Object.entries(BREAKPOINTS)
        .filter(([, px]) => px > 0)
        .map(([name, px]) => [name, `${px}px`]),
    ),
  },
});
