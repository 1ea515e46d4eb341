import { MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useVenueSearch } from './admin-api';
import type { EventFormValues } from './event-form-values';

/** How long typing must pause before the picker asks the server again. */
const SEARCH_PAUSE_MS = 250;

/**
 * Where the event is: a published place of the guide, found by name (the server then takes the venue's
 * name and address from it), or a venue typed by hand.
 */
export function VenuePicker() {
  const { control, register, setValue, formState } = useFormContext<EventFormValues>();
  const [placeId, venueName, venueAddress] = useWatch({
    control,
    name: ['placeId', 'venueName', 'venueAddress'],
  });
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const matches = useVenueSearch(typed);
  const { errors } = formState;

  const pick = (place: { id: number | null; name: string; address: string | null }) => {
    setValue('placeId', place.id, { shouldDirty: true });
    setValue('venueName', place.name, { shouldDirty: true });
    setValue('venueAddress', place.address ?? '', { shouldDirty: true });
    setSearch('');
  };

  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        <MapPin className="size-4 text-terracotta-600" aria-hidden="true" />
        Venue
      </legend>
      {placeId ? (
        <div className="flex items-start justify-between gap-3 rounded-xl bg-sea-50 px-3 py-2.5">
          <p className="min-w-0 text-sm">
            <span className="block font-semibold text-sea-800">{venueName}</span>
            {venueAddress && <span className="block text-muted-foreground">{venueAddress}</span>}
            <span className="block text-xs text-muted-foreground">A place of the guide</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => pick({ id: null, name: '', address: '' })}
            aria-label={`Remove the venue ${venueName ?? ''}`}
          >
            <X aria-hidden="true" />
            Change
          </Button>
        </div>
      ) : (
        <>
          <SearchInput
            label="Find a place of the guide"
            placeholder="Place name, e.g. Paphos Castle"
            autoComplete="off"
            value={search}
            onValueChange={setSearch}
          />
          {typed.trim() !== '' &&
            (matches.isPending ? (
              <p role="status" className="text-sm text-muted-foreground">
                Finding places...
              </p>
            ) : matches.isError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                Could not find places: {errorMessage(matches.error)}
              </p>
            ) : matches.data.places.length === 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                No published place matches. Type the venue below.
              </p>
            ) : (
              <ul aria-label="Matching places" className="grid gap-1 rounded-xl border border-input p-1">
                {matches.data.places.map((place) => (
                  <li key={place.id}>
                    <button
                      type="button"
                      onClick={() => pick(place)}
                      className="grid w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-ring"
                    >
                      <span className="font-medium">{place.name}</span>
                      {place.address && (
                        <span className="text-xs text-muted-foreground">{place.address}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            ))}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Or type the venue" error={errors.venueName}>
              {(field) => <Input autoComplete="off" {...field} {...register('venueName')} />}
            </FormField>
            <FormField label="Venue address" error={errors.venueAddress}>
              {(field) => <Input autoComplete="off" {...field} {...register('venueAddress')} />}
            </FormField>
          </div>
        </>
      )}
      {errors.placeId && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.placeId.message}
        </p>
      )}
    </fieldset>
  );
}
