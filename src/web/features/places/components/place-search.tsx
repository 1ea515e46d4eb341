import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PLACE_SEARCH_LIMIT } from '../../../../common/place-search';
import { cn } from '../../../lib/cn';
import { cardPlaceName } from '../../../../common/content-in-language';
import { loadWords, useTranslator } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlaceSearch } from '../api';
import { PlacePhoto } from './place-photo';

/** How long typing pauses before the search is asked: one request for a word, not one a key. */
const SEARCH_PAUSE_MS = 200;

export interface PlaceSearchProps {
  label?: string;
  placeholder?: string;
  className?: string;
}

/**
 * The hero search (SPEC 2, Home): the server's best 6 matches (GET /api/places/search: name over category
 * over address and description, word starts, small typos, Greek and local spellings) in a dropdown linking
 * to /places/{slug}; 'No places found matching the query'; Enter opens /places with the query; a click
 * outside or Escape closes it. Arrow keys move between the input and the results. The dropdown's words are
 * in the 'later' part, asked for (if the page has not yet) when the visitor turns to the box.
 */
export function PlaceSearch({ label, placeholder, className }: PlaceSearchProps) {
  const { language, t } = useTranslator();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const search = usePlaceSearch(useDebouncedValue(query, SEARCH_PAUSE_MS), PLACE_SEARCH_LIMIT.default);
  const results = search.data ?? [];
  const showDropdown = open && query.trim() !== '';

  function turnToSearch() {
    setOpen(true);
    void loadWords(['later']);
    // A failed search is asked again when the visitor comes back to the box.
    if (search.isError && !search.isFetching) void search.refetch();
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

  const status = search.isError
    ? t('search.failed')
    : !search.data
      ? t('search.searching')
      : results.length === 0
        ? t('search.none')
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
          className="pointer-events-none absolute start-5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          type="search"
          name="q"
          aria-label={label ?? t('home.search.label')}
          placeholder={placeholder ?? t('home.search.placeholder')}
          autoComplete="off"
          aria-controls={showDropdown ? listId : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            turnToSearch();
          }}
          onFocus={turnToSearch}
          className="h-14 w-full min-w-0 rounded-full border border-white/60 bg-card ps-13 pe-5 text-base text-foreground shadow-lift placeholder:text-muted-foreground"
        />
      </form>

      {showDropdown && (
        <div
          id={listId}
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-border bg-card text-start shadow-lift"
        >
          <p role="status" className={cn(status ? 'px-5 py-4 text-sm text-muted-foreground' : 'sr-only')}>
            {status ?? t('search.found', { count: results.length })}
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
                    <PlacePhoto
                      src={place.photo ?? undefined}
                      alt=""
                      className="size-12 shrink-0 rounded-lg"
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-foreground">
                        {cardPlaceName(place, language)}
                      </span>
                      <span className="block truncate text-sm text-muted-foreground">
                        {t('card.category', { category: place.category })}
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
