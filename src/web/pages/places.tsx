import { withDistances } from '../../common/distance';
import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlaceSearchIndex } from '../../common/place-search';
import { SortSelect, sortOrderFromParam } from '../features/places/components/sort-select';
import { emptyListHint } from '../../common/empty-list-hint';
import { DEFAULT_FILTERS, filterPlaces, sortPlaces, type FilterState } from '../../common/place-filters';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { Skeleton } from '../components/ui/skeleton';
import { usePlaces } from '../features/places/api';
import { EmptyListHintText } from '../features/places/components/empty-list-hint';
import { FilterPanel } from '../features/places/components/filter-panel';
import { PLACE_CARD_SKELETON, PlaceCard } from '../features/places/components/place-card';
import { LazyPlaceMap } from '../features/places/components/lazy-place-map';
import { MapLegend } from '../features/places/components/map-legend';
import { mapFilterParams } from '../features/places/map-source';
import { PlacesViewToggle } from '../features/places/components/places-view-toggle';
import {
  categoryFromParam,
  placesViewFromParam,
  urlFilterParams,
  urlFiltersFromParams,
  type UrlFilters,
} from '../features/places/places-address';
import { ShowMorePlaces } from '../features/places/components/show-more-places';
import {
  legendCategories,
  nextShownCount,
  PLACES_FIRST_IN_VIEW,
  PLACES_PAGE_SIZE,
  placesFoundText,
  placesHeading,
  placesMapLabel,
} from '../features/places/places-page';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { placesMeta } from '../../common/page-meta';
import { useGeolocation } from '../lib/use-geolocation';
import { useNow } from '../lib/use-now';

const SKELETON_CARDS = 6;
const NO_RESULTS_ICON = <SearchX className="size-10 text-sea-700" aria-hidden="true" />;

/** Filters other than those the URL keeps (?category=, ?open=, ?access=, ?beach=). */
type LocalFilters = Omit<FilterState, 'category' | keyof UrlFilters>;
const {
  category: _defaultCategory,
  openNow: _openNow,
  stepFree: _stepFree,
  beach: _beach,
  ...DEFAULT_LOCAL_FILTERS
} = DEFAULT_FILTERS;

/**
 * /places (SPEC 2): every published place, filtered by the header search (?q=) and the filter panel, with
 * distances and distance order once the user is located.
 */
export function PlacesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryFromParam(searchParams.get('category'));
  const query = searchParams.get('q') ?? '';
  const sortOrder = sortOrderFromParam(searchParams.get('sort'));
  const view = placesViewFromParam(searchParams.get('view'));
  const [localFilters, setLocalFilters] = useState<LocalFilters>(DEFAULT_LOCAL_FILTERS);
  const openParam = searchParams.get('open');
  const accessParam = searchParams.get('access');
  const beachParam = searchParams.get('beach');
  const filters: FilterState = useMemo(
    () => ({
      ...localFilters,
      category,
      ...urlFiltersFromParams(
        new URLSearchParams({ open: openParam ?? '', access: accessParam ?? '', beach: beachParam ?? '' }),
      ),
    }),
    [localFilters, category, openParam, accessParam, beachParam],
  );
  // 'Open now' is read at the browser's clock once the page runs (never the server's, in cached HTML).
  const now = useNow();
  const waitingForClock = filters.openNow && now === null;

  const geo = useGeolocation();
  const places = usePlaces();
  const searchIndex = useMemo(() => new PlaceSearchIndex(places.data ?? []), [places.data]);
  const searchMatches = useMemo(
    () => (query.trim() ? new Set(searchIndex.search(query).map((place) => place.id)) : null),
    [searchIndex, query],
  );

  const located = useMemo(() => withDistances(places.data ?? [], geo.position), [places.data, geo.position]);
  const results = useMemo(
    () => sortPlaces(filterPlaces(located, searchMatches, filters, now ?? undefined), sortOrder),
    [located, searchMatches, filters, sortOrder, now],
  );
  // The map asks the server for what its view shows, with the same filters; a search (matched in the
  // browser) maps its own results.
  const mapFilters = useMemo(
    () => (query.trim() ? undefined : mapFilterParams(filters, geo.position)),
    [query, filters, geo.position],
  );
  const emptyHint = useMemo(
    () => (results.length === 0 ? emptyListHint(located, searchMatches, query, filters) : null),
    [results.length, located, searchMatches, query, filters],
  );

  // A new search, filter or order starts again from the first page of cards.
  const [shown, setShown] = useState(PLACES_PAGE_SIZE);
  useEffect(() => setShown(PLACES_PAGE_SIZE), [filters, searchMatches, sortOrder]);

  function setParams(
    values: Partial<Record<'category' | 'q' | 'sort' | 'view' | 'open' | 'access' | 'beach', string | null>>,
  ) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function setParam(key: 'category' | 'q' | 'sort' | 'view', value: string | null) {
    setParams({ [key]: value });
  }

  function changeFilters({ category: nextCategory, openNow, stepFree, beach, ...rest }: FilterState) {
    setLocalFilters(rest);
    setParams({
      ...(nextCategory !== category ? { category: nextCategory === 'all' ? null : nextCategory } : {}),
      ...urlFilterParams({ openNow, stepFree, beach }),
    });
  }

  function clearFilters(what: 'amenities' | 'filters') {
    changeFilters(what === 'amenities' ? { ...filters, amenities: [] } : DEFAULT_FILTERS);
  }

  const heading = placesHeading(category);

  return (
    <PageLayout
      onSearch={(text) => setParam('q', text)}
      searchQuery={query}
      onLocate={geo.locate}
      locating={geo.loading}
      located={geo.position !== null}
      onClearLocation={geo.clear}
    >
      <Seo {...placesMeta(category)} url={`/places${category === 'all' ? '' : `?category=${category}`}`} />

      <section className="bg-gradient-to-b from-sea-800 to-sea-700 pb-10 pt-10 text-white sm:pb-12 sm:pt-14">
        <Container>
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">Paphos, Cyprus</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{heading}</h1>
          <p className="mt-3 max-w-2xl text-sea-50">
            Browse ratings, prices and amenities, then narrow the list with the filters
            {geo.position ? '. Closest places come first.' : ', or locate yourself to see distances.'}
          </p>
        </Container>
      </section>

      <Container className="py-8 sm:py-10">
        <FilterPanel filters={filters} onChange={changeFilters} hasLocation={geo.position !== null}>
          {places.isPending || waitingForClock ? (
            <Skeleton className="h-5 w-40" />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-semibold text-foreground">
                {placesFoundText(results.length, query)}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <PlacesViewToggle
                  view={view}
                  onChange={(next) => setParam('view', next === 'map' ? 'map' : null)}
                />
                {view === 'list' && (
                  <SortSelect
                    value={sortOrder}
                    onChange={(order) => setParam('sort', order === 'recommended' ? null : order)}
                    hasLocation={geo.position !== null}
                  />
                )}
              </div>
            </div>
          )}
        </FilterPanel>

        <div className="mt-6">
          {places.isPending || waitingForClock ? (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <CardSkeletons count={SKELETON_CARDS} label="Loading places" shape={PLACE_CARD_SKELETON} />
            </div>
          ) : places.isError ? (
            <EmptyState icon={NO_RESULTS_ICON}>
              Places could not be loaded. Please try again later.
            </EmptyState>
          ) : results.length === 0 ? (
            <EmptyState icon={NO_RESULTS_ICON}>
              <p>No places found matching your criteria, try adjusting filters or search query</p>
              {emptyHint && <EmptyListHintText hint={emptyHint} onClear={clearFilters} />}
            </EmptyState>
          ) : view === 'map' ? (
            <div className="grid gap-4">
              <MapLegend categories={legendCategories(results)} />
              <LazyPlaceMap
                places={results}
                serverFilters={mapFilters}
                userPosition={geo.position}
                label={placesMapLabel(category)}
                eagerTiles
                className="h-[460px] sm:h-[560px]"
              />
            </div>
          ) : (
            <>
              <ul aria-label={heading} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {results.slice(0, shown).map((place, index) => (
                  <li key={place.id} className="flex min-w-0">
                    <PlaceCard
                      place={place}
                      headingLevel="h2"
                      className="w-full"
                      priority={index < PLACES_FIRST_IN_VIEW}
                    />
                  </li>
                ))}
              </ul>
              <ShowMorePlaces
                shown={Math.min(shown, results.length)}
                total={results.length}
                onShowMore={() => setShown((current) => nextShownCount(current, results.length))}
              />
            </>
          )}
        </div>
      </Container>
    </PageLayout>
  );
}
