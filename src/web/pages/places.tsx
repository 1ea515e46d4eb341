import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, type FilterState } from '../../common/filter-state';
import { SortSelect } from '../features/places/components/sort-select';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { Skeleton } from '../components/ui/skeleton';
import { extentParams, usePlacesList, usePlacesMap } from '../features/places/api';
import { EmptyListHintText } from '../features/places/components/empty-list-hint';
import { FilterPanel } from '../features/places/components/filter-panel';
import { PLACE_CARD_SKELETON, PlaceCard } from '../features/places/components/place-card';
import { LazyPlaceMap, type MarkerPlace } from '../features/places/components/lazy-place-map';
import { MapLegend } from '../features/places/components/map-legend';
import { listChoiceFromParams, listChoiceKey, listParams } from '../features/places/list-source';
import { mapFilterParams } from '../features/places/map-source';
import { PlacesViewToggle } from '../features/places/components/places-view-toggle';
import {
  filterParams,
  filtersFromParams,
  pagesFromParam,
  placesViewFromParam,
  sortOrderFromParam,
  type FilterParam,
} from '../features/places/places-address';
import { ShowMorePlaces } from '../features/places/components/show-more-places';
import { PLACES_FIRST_IN_VIEW } from '../features/places/places-page';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { placesMeta } from '../../common/translated-meta';
import { useTranslator } from '../lib/i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useGeolocation } from '../lib/use-geolocation';
import { useNow } from '../lib/use-now';

const SKELETON_CARDS = 6;
const NO_RESULTS_ICON = <SearchX className="size-10 text-sea-700" aria-hidden="true" />;
/** The places map asks the server for its places (serverFilters): it is handed none of its own. */
const NO_MARKERS: MarkerPlace[] = [];
/** A search typed or a slider dragged is asked for once it rests this long: one request, not one a key. */
const SETTLE_MS = 300;

type PlacesParam = FilterParam | 'q' | 'sort' | 'view' | 'pages';

/**
 * /places (SPEC 2): the published places, a page of cards at a time from the server, searched by the header
 * box (?q=) and narrowed by the filter panel, with distances and distance order once the user is located.
 * Everything the list shows is in the address, so Back, a reload or a shared link shows the same list.
 */
export function PlacesPage() {
  const { t } = useTranslator();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const filters = filtersFromParams(searchParams);
  const { category } = filters;
  const query = searchParams.get('q') ?? '';
  const sortOrder = sortOrderFromParam(searchParams.get('sort'));
  const view = placesViewFromParam(searchParams.get('view'));
  const pages = pagesFromParam(searchParams.get('pages'));
  const geo = useGeolocation();

  const settledKey = useDebouncedValue(listChoiceKey(searchParams), SETTLE_MS);
  const choice = useMemo(() => listChoiceFromParams(new URLSearchParams(settledKey)), [settledKey]);
  // Only 'open now' reads the clock here: without it, the page is not drawn again as the clock starts.
  const now = useNow(choice.filters.openNow);
  // 'Open now' is read at the browser's clock once the page runs (never the server's, in cached HTML), to
  // the minute: the list is asked again as the minutes pass, not at every tick.
  const openNowMinute = choice.filters.openNow && now ? Math.floor(now.getTime() / 60_000) : null;
  const openAt = useMemo(
    () => (openNowMinute === null ? null : new Date(openNowMinute * 60_000)),
    [openNowMinute],
  );
  const waitingForClock = choice.filters.openNow && openAt === null;
  const listQuery = useMemo(
    () => (waitingForClock ? null : listParams(choice, geo.position, openAt)),
    [waitingForClock, choice, geo.position, openAt],
  );
  const mapFilters = useMemo(
    () =>
      waitingForClock ? undefined : mapFilterParams(choice.filters, geo.position, choice.search, openAt),
    [waitingForClock, choice, geo.position, openAt],
  );
  const list = usePlacesList(listQuery, pages);
  const total = list.first?.total ?? 0;
  const showMap = view === 'map' && total > 0;
  // The legend names the categories among every matching place, from the map's first answer.
  const legend = usePlacesMap(showMap && mapFilters ? extentParams(mapFilters) : null);

  function setParams(values: Partial<Record<PlacesParam, string | null>>) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      // Drawn at once, not as a transition: a key held on a slider steps from the value it shows.
      { replace: true, preventScrollReset: true, flushSync: true },
    );
  }

  // A new search, filter or order starts again from the first page of cards.
  function changeFilters(next: FilterState) {
    setParams({ ...filterParams(next), pages: null });
  }

  function clearFilters(what: 'amenities' | 'filters') {
    changeFilters(what === 'amenities' ? { ...filters, amenities: [] } : DEFAULT_FILTERS);
  }

  function showMore() {
    // The cards' end comes into view as a link near it (the footer's categories) is followed: a list whose
    // address has just changed under it asks for no more, or it would put its own address back.
    if (window.location.search !== location.search) return;
    if (list.retryMore) list.retryMore();
    else if (!list.loadingMore) setParams({ pages: String(pages + 1) });
  }

  const heading = t('places.heading', { category });
  const needle = choice.search.trim();

  return (
    <PageLayout
      onSearch={(text) => setParams({ q: text, pages: null })}
      searchQuery={query}
      onLocate={geo.locate}
      locating={geo.loading}
      located={geo.position !== null}
      onClearLocation={geo.clear}
    >
      <Seo {...placesMeta(t, category)} url={`/places${category === 'all' ? '' : `?category=${category}`}`} />

      <section className="bg-gradient-to-b from-sea-800 to-sea-700 pb-10 pt-10 text-white sm:pb-12 sm:pt-14">
        <Container>
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">{t('places.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{heading}</h1>
          <p className="mt-3 max-w-2xl text-sea-50">
            {t(geo.position ? 'places.leadLocated' : 'places.lead')}
          </p>
        </Container>
      </section>

      <Container className="py-8 sm:py-10">
        <FilterPanel filters={filters} onChange={changeFilters} hasLocation={geo.position !== null}>
          {list.isPending ? (
            <Skeleton className="h-5 w-40" />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-semibold text-foreground">
                {needle
                  ? t('places.foundFor', { count: total, query: needle })
                  : t('places.found', { count: total })}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <PlacesViewToggle
                  view={view}
                  onChange={(next) => setParams({ view: next === 'map' ? 'map' : null })}
                />
                {view === 'list' && (
                  <SortSelect
                    value={sortOrder}
                    onChange={(order) =>
                      setParams({ sort: order === 'recommended' ? null : order, pages: null })
                    }
                    hasLocation={geo.position !== null}
                  />
                )}
              </div>
            </div>
          )}
        </FilterPanel>

        <div className="mt-6">
          {list.isPending ? (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <CardSkeletons count={SKELETON_CARDS} label={t('places.loading')} shape={PLACE_CARD_SKELETON} />
            </div>
          ) : list.isError ? (
            <EmptyState icon={NO_RESULTS_ICON}>{t('places.loadError')}</EmptyState>
          ) : total === 0 ? (
            <EmptyState icon={NO_RESULTS_ICON}>
              <p>{t('places.empty')}</p>
              {list.first?.hint && <EmptyListHintText hint={list.first.hint} onClear={clearFilters} />}
            </EmptyState>
          ) : showMap ? (
            <div className="grid gap-4">
              <MapLegend categories={legend.data?.categories ?? []} />
              <LazyPlaceMap
                places={NO_MARKERS}
                serverFilters={mapFilters}
                userPosition={geo.position}
                label={t('places.mapLabel', { category })}
                eagerTiles
                className="h-[460px] sm:h-[560px]"
              />
            </div>
          ) : (
            <>
              <ul aria-label={heading} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.cards.map((place, index) => (
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
              <ShowMorePlaces shown={list.cards.length} total={total} onShowMore={showMore} />
            </>
          )}
        </div>
      </Container>
    </PageLayout>
  );
}
