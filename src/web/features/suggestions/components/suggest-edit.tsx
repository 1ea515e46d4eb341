import { MessageSquareWarning } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { Place } from '../../../../common/schemas/places';
import { Button } from '../../../components/ui/button';
import { LazyPartBoundary } from '../../../components/ui/lazy-part-boundary';
import { useTranslator } from '../../../lib/i18n';

// The form brings Zod and react-hook-form: they load when a visitor opens it, not with the place page.
const SuggestionForm = lazy(async () => ({ default: (await import('./suggestion-form')).SuggestionForm }));

export type SuggestionPlace = Pick<
  Place,
  'slug' | 'name' | 'openingHours' | 'phoneNumber' | 'website' | 'latitude' | 'longitude'
>;

/**
 * 'Suggest an edit' on a place page (issue 33): a button that opens a short form to report a wrong fact.
 * Its words and the form's are in the place page's part of the catalogues ('place.suggest.*').
 */
export function SuggestEdit({ place }: { place: SuggestionPlace }) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const formId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-sand-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-foreground">
            <MessageSquareWarning className="size-5 shrink-0 text-sea-700" aria-hidden="true" />
            {t('place.suggest.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('place.suggest.lead')}</p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {t('place.suggest.open')}
        </Button>
      </div>
      {open && (
        <div id={formId} className="mt-5 border-t border-border pt-5">
          <LazyPartBoundary
            name="suggestion form"
            fallback={
              <p role="alert" className="text-sm font-medium text-destructive">
                {t('place.suggest.loadFailed')}
              </p>
            }
          >
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  {t('place.suggest.loading')}
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
