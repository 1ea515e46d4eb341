import { MessageSquareWarning } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { Place } from '../../../../common/schemas/places';
import { Button } from '../../../components/ui/button';
import { LazyPartBoundary } from '../../../components/ui/lazy-part-boundary';

// The form brings Zod and react-hook-form: they load when a visitor opens it, not with the place page.
const SuggestionForm = lazy(async () => ({ default: (await import('./suggestion-form')).SuggestionForm }));

export type SuggestionPlace = Pick<
  Place,
  'slug' | 'name' | 'openingHours' | 'phoneNumber' | 'website' | 'latitude' | 'longitude'
>;

/** 'Suggest an edit' on a place page (issue 33): a button that opens a short form to report a wrong fact. */
export function SuggestEdit({ place }: { place: SuggestionPlace }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const formId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-sand-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-foreground">
            <MessageSquareWarning className="size-5 shrink-0 text-sea-700" aria-hidden="true" />
            Something wrong or out of date?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Tell us what has changed and we will check it. No account needed.
          </p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Suggest an edit
        </Button>
      </div>
      {open && (
        <div id={formId} className="mt-5 border-t border-border pt-5">
          <LazyPartBoundary
            name="suggestion form"
            fallback={
              <p role="alert" className="text-sm font-medium text-destructive">
                The form could not be loaded. Please reload the page and try again.
              </p>
            }
          >
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  Loading the form...
                </p>
              }
            >
              <SuggestionForm place={place} onClose={() => setOpen(false)} />
            </Suspense>
          </LazyPartBoundary>
        </div>
      )}
    </section>
  );
}
