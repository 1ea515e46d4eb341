import { PageNav } from '../../../components/ui/page-nav';
import { ExternalLink, Inbox } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ListItemsSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { AdminSuggestion } from '../../../../common/schemas/suggestions';
import { SUGGESTION_KIND_NAMES } from '../suggestion-kinds';
import { useDecideSuggestion, useSuggestions, type SuggestionDecisionAction } from './api';
import {
  acceptLabel,
  comparedValues,
  formatWhen,
  SUGGESTION_STATUS_FILTERS,
  suggestedSpotUrl,
  suggestionPageCount,
  suggestionsRangeText,
  type SuggestionStatusFilter,
} from './suggestions-list';

const STATUS_BADGES: Record<AdminSuggestion['status'], BadgeVariant> = {
  new: 'accent',
  accepted: 'success',
  dismissed: 'outline',
};

/**
 * The dashboard's Suggestions tab (issue 33): visitors' reports of wrong facts, newest first, the new ones
 * by default. Accept applies the corrected value to the place and keeps it from the place sync; Dismiss
 * changes nothing.
 */
export function SuggestionsTab() {
  const id = useId();
  const [status, setStatus] = useState<SuggestionStatusFilter>('new');
  const [paging, setPaging] = useState({ status, page: 0 });
  const page = paging.status === status ? paging.page : 0;
  const list = useRef<HTMLUListElement>(null);
  const { data, isPending, isError, error, isPlaceholderData, isFetching, refetch } = useSuggestions(
    status,
    page,
  );

  function turnTo(next: number) {
    setPaging({ status, page: next });
    list.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <DashboardSection
      title="Suggestions"
      description="Visitors' reports of wrong facts. Accept puts the correction on the place page and keeps it when the places sync; Dismiss changes nothing."
    >
      <div className="grid max-w-xs content-start gap-2">
        <Label htmlFor={`${id}-status`}>Show</Label>
        <Select value={status} onValueChange={(value) => setStatus(value as SuggestionStatusFilter)}>
          <SelectTrigger id={`${id}-status`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SUGGESTION_STATUS_FILTERS.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {isPending ? (
        <ListItemsSkeleton label="Loading suggestions" />
      ) : isError && !data ? (
        <LoadError what="the suggestions" error={error} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState role="status" icon={<Inbox className="size-10 text-sea-600" aria-hidden />}>
          <p className="text-lg font-semibold text-foreground">
            {status === 'new' ? 'No new suggestions' : 'No suggestions here'}
          </p>
          <p className="mt-1">Visitors suggest edits from the place pages.</p>
        </EmptyState>
      ) : (
        <>
          <ul
            ref={list}
            aria-label="Suggestions"
            aria-busy={isFetching}
            className={cn('grid scroll-mt-24 gap-3 transition-opacity', isPlaceholderData && 'opacity-60')}
          >
            {data.suggestions.map((suggestion) => (
              <SuggestionItem key={suggestion.id} suggestion={suggestion} />
            ))}
          </ul>
          <PageNav
            label="Suggestions pages"
            rangeText={suggestionsRangeText(page, data.total)}
            hasPrevious={page > 0}
            hasNext={page < suggestionPageCount(data.total) - 1}
            onPrevious={() => turnTo(page - 1)}
            onNext={() => turnTo(page + 1)}
          />
        </>
      )}
    </DashboardSection>
  );
}

function SuggestionItem({ suggestion }: { suggestion: AdminSuggestion }) {
  const decide = useDecideSuggestion(suggestion);
  const [confirmingClosure, setConfirmingClosure] = useState(false);
  const headingId = `suggestion-${suggestion.id}`;
  const values = comparedValues(suggestion);
  const spot = suggestedSpotUrl(suggestion);
  const kindName = SUGGESTION_KIND_NAMES[suggestion.kind];
  const about = `${kindName} of ${suggestion.place.name}`;
  const run = (action: SuggestionDecisionAction) => decide.mutate(action);

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'rounded-card border bg-card p-4 shadow-soft sm:p-5',
          suggestion.status === 'new' ? 'border-l-4 border-sea-200 border-l-accent' : 'border-border',
        )}
      >
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:gap-x-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="break-words font-sans text-base font-semibold leading-snug">
                <a
                  href={`/places/${suggestion.place.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-sm text-primary underline-offset-4 hover:underline"
                >
                  {suggestion.place.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </h3>
              <Badge variant="secondary">{kindName}</Badge>
              <Badge variant={STATUS_BADGES[suggestion.status]} className="capitalize">
                {suggestion.status}
              </Badge>
              {suggestion.place.status !== 'published' && (
                <Badge variant="warning">Place {suggestion.place.status}</Badge>
              )}
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              Received{' '}
              <time dateTime={new Date(suggestion.createdAt).toISOString()}>
                {formatWhen(suggestion.createdAt)}
              </time>
              {suggestion.ipAddress && <> from {suggestion.ipAddress}</>}
              {suggestion.decidedAt && (
                <>
                  {' '}
                  · {suggestion.status === 'accepted' ? 'accepted' : 'dismissed'}{' '}
                  <time dateTime={new Date(suggestion.decidedAt).toISOString()}>
                    {formatWhen(suggestion.decidedAt)}
                  </time>
                </>
              )}
            </p>
          </div>

          <div className="grid gap-3 text-sm sm:col-start-1">
            {values && (
              <dl className="grid gap-2 sm:grid-cols-2">
                <div className="min-w-0 rounded-xl bg-sand-50 px-3 py-2">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    Now on the page
                  </dt>
                  <dd className="mt-0.5 break-words">{values.now}</dd>
                </div>
                <div className="min-w-0 rounded-xl bg-sea-50 px-3 py-2">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-sea-700">Suggested</dt>
                  <dd className="mt-0.5 break-words font-semibold">
                    {values.suggested}
                    {spot && (
                      <a
                        href={spot}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="ml-2 inline-flex items-center gap-1 font-normal text-primary underline underline-offset-4"
                      >
                        See it on a map
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    )}
                  </dd>
                </div>
              </dl>
            )}
            {suggestion.note && (
              <blockquote className="whitespace-pre-wrap break-words border-l-2 border-border pl-3 leading-relaxed">
                {suggestion.note}
              </blockquote>
            )}
            {suggestion.email && (
              <p className="break-words text-muted-foreground">
                Email:{' '}
                <a
                  href={`mailto:${suggestion.email}`}
                  className="rounded-sm text-primary underline underline-offset-4 hover:text-primary-hover"
                >
                  {suggestion.email}
                </a>
              </p>
            )}
          </div>

          {suggestion.status === 'new' && (
            <div className="flex flex-wrap gap-2 self-start sm:col-start-2 sm:row-start-1 sm:justify-end">
              <Button
                size="sm"
                disabled={decide.isPending}
                aria-label={`${acceptLabel(suggestion.kind)}: ${about}`}
                onClick={() => (suggestion.kind === 'closed' ? setConfirmingClosure(true) : run('accept'))}
              >
                {acceptLabel(suggestion.kind)}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={decide.isPending}
                aria-label={`Dismiss: ${about}`}
                onClick={() => run('dismiss')}
              >
                Dismiss
              </Button>
            </div>
          )}
        </div>
      </article>
      <ConfirmDialog
        open={confirmingClosure}
        onOpenChange={setConfirmingClosure}
        title={`Archive ${suggestion.place.name}?`}
        description="Its page leaves the site, and the place sync will not publish it again."
        confirmLabel="Archive"
        destructive
        onConfirm={() => run('accept')}
      />
    </li>
  );
}
