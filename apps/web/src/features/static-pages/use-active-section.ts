import { STATIC_PAGE_SECTION_OFFSET_PX } from '@monstory/contracts/constants';
import { useEffect, useState } from 'react';

/**
 * The section being read: the last one whose top has scrolled to within the offset of the
 * viewport's top (docs/product.md#constants STATIC_PAGE_SECTION_OFFSET_PX), or the first before any has.
 */
export function activeSectionAt(
  ids: readonly string[],
  topOf: (id: string) => number | undefined,
): string | undefined {
  let active = ids[0];
  for (const id of ids) {
    const top = topOf(id);
    if (top !== undefined && top <= STATIC_PAGE_SECTION_OFFSET_PX) active = id;
  }
  return active;
}

export function useActiveSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join(' ');

  useEffect(() => {
    if (!enabled) return;
    const list = key.split(' ');
    const update = () =>
      setActive(
        activeSectionAt(list, (id) => document.getElementById(id)?.getBoundingClientRect().top),
      );
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key, enabled]);

  return enabled ? active : undefined;
}
