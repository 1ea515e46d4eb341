import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CATEGORY_LABELS } from '../../../../common/categories';
import type { PlaceSearchIndex } from '../../../../common/place-search';
import type { Place } from '../../../../common/schemas/places';
import { cn } from '../../../lib/cn';
import { usePlaces } from '../api';
import { PlacePhoto } from './place-photo';

/** How many suggestions the header and hero search offer. */
const HERO_SEARCH_LIMIT = 6;

export interface PlaceSearchProps {
  label?: string;
  placeholder?: string;
  className?: string;
}

/**
 * The search index over the places, built once the visitor turns to the box (`wanted`): the search library
 * stays out of the home page's first load. `failed` when its code could not be loaded: not asked for again,
 * as the likely cause is a deploy that replaced the script this page knows by name, which only a new page
 * load brings back (a mere network glitch would load on a retry, which this does not attempt).
 */
function useSearchIndex(
  places: Place[] | undefined,
  wanted: boolean,
): { index: PlaceSearchIndex<Place> | null; failed: boolean } {
  const [Index, setIndex] = useState<typeof PlaceSearchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || Index || failed) return;
    let cancelled = false;
    import('../../../../common/place-search').then(
      (module) => {
        if (!cancelled) setIndex(() => module.PlaceSearchIndex);
      },
      (error: unknown) => {
        console.error('The place search could not be loaded:', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Index, failed]);
  const index = useMemo(() => (Index && places ? new Index(places) : null), [Index, places]);
  return { index, failed };
}

/**
 * The hero search (SPEC 2, Home): the best 6 matches (PlaceSearchIndex: name over category over address and
 * description, prefixes, small typos, local spellings) in a dropdown linking to /places/{slug}; 'No places
 * found matching the query'; Enter opens /places with the query; a click outside or Escape closes it. Arrow
 * keys move between the input and the results.
 */
export function PlaceSearch({
  label = 'Search places in Paphos',
  placeholder = 'Search beaches, food, sights...',
  className,
}: PlaceSearchProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  // The list of every place is read when the visitor turns to the box, not with the page: parsing it was
  // the home page's longest task on a phone. A failed read is tried again the next time.
  const places = usePlaces({ enabled: open });
  const { index: searchIndex, failed: searchFailed } = useSearchIndex(places.data, open);
  const results = useMemo(
    (): Place[] => (searchIndex ? searchIndex.search(query, HERO_SEARCH_LIMIT) : []),
    [searchIndex, query],
  );
  const showDropdown = open && query.trim() !== '';

  function turnToSearch() {
    setOpen(true);
    if (places.isError && !places.isFetching) void places.refetch();
  }

  useEffect(() => {
    if (!showDropdown) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showDropdown]);

  function links(): HTMLAnchorElement[] {
    return Array.from(
      containerRef.current?.querySelectorAll<HTMLAnchorElement>('[data-search-result]') ?? [],
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = links();
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      items[Math.min(index + 1, items.length - 1)]?.focus();
    } else if (index <= 0) {
      inputRef.current?.focus();
    } else {
      items[index - 1]?.focus();
    }
  }

  const status = places.isError
    ? 'Could not load the places. Please try again.'
    : searchFailed
      ? 'The search could not be loaded. Please reload the page.'
      : !searchIndex
        ? 'Loading places...'
        : results.length === 0
          ? 'No places found matching the query'
          : null;

  return (
    <div ref={containerRef} className={cn('relative', className)} onKeyDown={onKeyDown}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter shows every match on /places, not only the first six.
          if (query.trim()) void navigate(`/places?q=${encodeURIComponent(query.trim())}`);
        }}
      >
        <Search
          className="pointer-events-none absolute left-5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          type="search"
          name="q"
          aria-label={label}
          placeholder={placeholder}
          autoComplete="off"
          aria-controls={showDropdown ? listId : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            turnToSearch();
          }}
          onFocus={turnToSearch}
          className="h-14 w-full min-w-0 rounded-full border border-white/60 bg-card pl-13 pr-5 text-base text-foreground shadow-lift placeholder:text-muted-foreground"
        />
      </form>

      {showDropdown && (
        <div
          id={listId}
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-border bg-card text-left shadow-lift"
        >
          <p role="status" className={cn(status ? 'px-5 py-4 text-sm text-muted-foreground' : 'sr-only')}>
            {status ?? `${results.length} ${results.length === 1 ? 'place' : 'places'} found`}
          </p>
          {results.length > 0 && (
            <ul className="max-h-[min(26rem,60vh)] overflow-y-auto p-1.5">
              {results.map((place) => (
                <li key={place.id}>
                  <Link
                    to={`/places/${place.slug}`}
                    data-search-result=""
                    onClick={() => setOpen(false)}
                    className="flex items-center gap-3 rounded-xl p-2 hover:bg-sea-50 focus-visible:bg-sea-50"
                  >
                    <PlacePhoto src={place.photos[0]} alt="" className="size-12 shrink-0 rounded-lg" />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-foreground">{place.name}</span>
                      <span className="block truncate text-sm text-muted-foreground">
                        {CATEGORY_LABELS[place.category]}
                        {place.address ? ` · ${place.address}` : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
