import { resolveLanguage } from '@monstory/contracts/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelStep } from '../../lib/analytics/funnel';
import { isDefaultFilters } from '../../lib/library/library-filters';
import { DeviceShelf } from './device-shelf';
import { FilterBar } from './filter-bar';
import { FilterSheet } from './filter-sheet';
import { FilteredStories } from './filtered-stories';
import { LibraryShelves } from './library-shelves';
import { useLibraryFilters } from './use-library-filters';

/**
 * Library (docs/product.md#library): shelves of stories (most popular, best rated, the examples, one per genre);
 * once a filter is chosen, the matching stories as a list. The filters stay on this device.
 */
export function LibraryPage() {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { filters, change, clear } = useLibraryFilters();
  useFunnelStep('library');
  const [sheetOpen, setSheetOpen] = useState(false);

  return (
    <div className="flex w-full flex-col gap-6">
      <FilterBar
        filters={filters}
        onOpen={() => setSheetOpen(true)}
        onChange={change}
        onClear={clear}
      />
      <DeviceShelf />
      {isDefaultFilters(filters) ? (
        <LibraryShelves
          language={language}
          onShowList={(patch) => {
            change(patch);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <FilteredStories filters={filters} onClear={clear} />
      )}
      {sheetOpen && (
        <FilterSheet
          filters={filters}
          onChange={change}
          onClear={clear}
          onClose={() => setSheetOpen(false)}
        />
      )}
    </div>
  );
}
