import { MapPin, X } from 'lucide-react';
import { useId, useState } from 'react';
import { CATEGORY_LABELS } from '../../../../common/categories';
import { ARTICLE_PLACES_MAX, type FeaturedPlaceRef } from '../../../../common/schemas/articles';
import { Checkbox } from '../../../components/ui/checkbox';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePublishedPlaceSearch } from './admin-api';
import { placeMatchesLabel, togglePlace } from './article-draft';

/** How long typing must pause before the picker asks the server again. */
const SEARCH_PAUSE_MS = 250;

export interface PlacePickerProps {
  selected: FeaturedPlaceRef[];
  onChange(selected: FeaturedPlaceRef[]): void;
}

/**
 * The article's featured places (SPEC 5): a name search over the published places (at most 50 matches
 * shown), a checkbox per match, and the chosen places as removable chips in the order picked. An 11th
 * is refused with 'Maximum Reached'.
 */
export function PlacePicker({ selected, onChange }: PlacePickerProps) {
  const [search, setSearch] = useState('');
  const matches = usePublishedPlaceSearch(useDebouncedValue(search, SEARCH_PAUSE_MS));
  const ids = useId();
  const selectedIds = new Set(selected.map((place) => place.id));

  function toggle(place: FeaturedPlaceRef) {
    const result = togglePlace(selected, place);
    if (result.refused) {
      toast({ ...result.refused, variant: 'destructive' });
      return;
    }
    onChange(result.selected);
  }

  return (
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-card border border-border bg-card p-5 shadow-soft sm:p-6">
      <legend className="float-left flex w-full items-baseline justify-between gap-2">
        <span className="flex items-center gap-2 text-lg font-bold">
          <MapPin className="size-5 text-terracotta-600" aria-hidden="true" />
          Featured places
        </span>
        <span className="text-sm font-normal text-muted-foreground">
          {selected.length} of {ARTICLE_PLACES_MAX} selected
        </span>
      </legend>

      {selected.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet. Pick 2 to {ARTICLE_PLACES_MAX} places for the AI writer to compare; they are also listed
          under the guide.
        </p>
      ) : (
        <ul aria-label="Selected places" className="flex flex-wrap gap-2">
          {selected.map((place) => (
            <li
              key={place.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-sea-50 py-1 pl-3 pr-1 text-sm font-semibold text-sea-800 ring-1 ring-inset ring-sea-200"
            >
              <span className="truncate">{place.name}</span>
              <button
                type="button"
                onClick={() => toggle(place)}
                aria-label={`Remove ${place.name}`}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-sea-100 focus-visible:outline-3 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <SearchInput
        label="Search published places"
        placeholder="Place name"
        autoComplete="off"
        aria-describedby={`${ids}-count`}
        value={search}
        onValueChange={setSearch}
      />

      {matches.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Loading places...
          </p>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-9 w-full" />
          ))}
        </div>
      ) : matches.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Could not load the places: {errorMessage(matches.error)}
        </p>
      ) : (
        <>
          <ul
            aria-label="Matching places"
            aria-busy={matches.isFetching || undefined}
            className="grid max-h-72 gap-0.5 overflow-y-auto rounded-xl border border-input p-1"
          >
            {matches.data.places.map((place) => {
              const checkboxId = `${ids}-place-${place.id}`;
              const nameId = `${checkboxId}-name`;
              const categoryId = `${checkboxId}-category`;
              return (
                <li
                  key={place.id}
                  className="flex items-center gap-3 rounded-lg px-2.5 py-2 hover:bg-sand-100"
                >
                  <Checkbox
                    id={checkboxId}
                    aria-labelledby={nameId}
                    aria-describedby={categoryId}
                    checked={selectedIds.has(place.id)}
                    onCheckedChange={() => toggle({ id: place.id, name: place.name })}
                  />
                  <label
                    htmlFor={checkboxId}
                    className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline justify-between gap-x-2 text-sm"
                  >
                    <span id={nameId} className="font-medium text-foreground">
                      {place.name}
                    </span>
                    <span id={categoryId} className="text-xs text-muted-foreground">
                      {CATEGORY_LABELS[place.category]}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <p id={`${ids}-count`} role="status" className="text-xs text-muted-foreground">
            {placeMatchesLabel(matches.data.places.length, matches.data.total)}
          </p>
        </>
      )}
    </fieldset>
  );
}
