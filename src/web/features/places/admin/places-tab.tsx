import { PageNav } from '../../../components/ui/page-nav';
import { MapPinOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AdminPlaceRow } from './admin-place-row';
import {
  clampPage,
  DEFAULT_ADMIN_PLACE_FILTERS,
  pageCount,
  placesRangeText,
  type AdminPlaceFilters,
  type CategoryFilter,
  type StatusFilter,
} from './admin-places';
import { useAdminPlaces } from './api';
import { PlaceFilters } from './place-filters';
import { LoadError } from '../../../components/ui/load-error';

/** How long the name search waits for typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The dashboard's Places tab (SPEC 2): every place by status, category and name, 50 a page, each with
 * 'Edit Category'. A change of filter goes back to the first page.
 */
export function PlacesTab() {
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_ADMIN_PLACE_FILTERS.status);
  const [category, setCategory] = useState<CategoryFilter>(DEFAULT_ADMIN_PLACE_FILTERS.category);
  const [searchText, setSearchText] = useState(DEFAULT_ADMIN_PLACE_FILTERS.search);
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const filters: AdminPlaceFilters = { status, category, search: search.trim() };

  // The page belongs to the filters it was chosen under: new filters start again at the first page.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 0 });
  const page = paging.filtersKey === filtersKey ? paging.page : 0;
  const goTo = (next: number) => setPaging({ filtersKey, page: next });
  const list = useRef<HTMLUListElement>(null);
  /** Previous and Next sit under 50 rows: the new page is read from its top, not from where the old one ended. */
  function turnTo(next: number) {
    goTo(next);
    list.current?.scrollIntoView({ block: 'start' });
  }

  const { data, isPending, isError, error, isPlaceholderData, isFetching, refetch } = useAdminPlaces(
    filters,
    page,
  );
  // An edit can move the last place of the last page out of the filter: show the new last page instead.
  if (data && !isPlaceholderData && page !== clampPage(page, data.total)) goTo(clampPage(page, data.total));

  return (
    <DashboardSection
      title="Places"
      description="Find any place and correct its category. A category you set here is kept when the places sync."
    >
      <PlaceFilters
        status={status}
        category={category}
        searchText={searchText}
        onStatusChange={setStatus}
        onCategoryChange={setCategory}
        onSearchTextChange={setSearchText}
      />

      {isPending ? (
        <PlaceRowsSkeleton />
      ) : isError && !data ? (
        <LoadError what="places" error={error} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState role="status" icon={<MapPinOff className="size-10 text-sea-600" aria-hidden />}>
          <p className="text-lg font-semibold text-foreground">No places found</p>
          <p className="mt-1">Try adjusting your filters</p>
        </EmptyState>
      ) : (
        <>
          <ul
            ref={list}
            aria-label="Places"
            aria-busy={isFetching}
            className={cn(
              'scroll-mt-24 divide-y divide-border rounded-card border border-border bg-card shadow-soft transition-opacity',
              isPlaceholderData && 'opacity-60',
            )}
          >
            {data.places.map((place) => (
              <AdminPlaceRow key={place.id} place={place} />
            ))}
          </ul>
          <PageNav
            label="Places pages"
            rangeText={placesRangeText(page, data.total)}
            hasPrevious={page > 0}
            hasNext={page < pageCount(data.total) - 1}
            onPrevious={() => turnTo(page - 1)}
            onNext={() => turnTo(page + 1)}
          />
        </>
      )}
    </DashboardSection>
  );
}

function PlaceRowsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading places"
      className="divide-y divide-border rounded-card border border-border bg-card"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="px-4 py-3.5 sm:px-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="mt-2 h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
