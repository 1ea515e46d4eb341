import { Check, History, LoaderCircle, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatShortDate } from '../../../../common/dates';
import type { AdminPlace, DescriptionVersion } from '../../../../common/schemas/places';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Textarea } from '../../../components/ui/textarea';
import { writerText } from './admin-places';
import { useChangeDescription, usePlaceDescriptions } from './api';

/** 'Written by AI (gpt-4o) · not reviewed yet · drafted 27 Nov 2026'. */
function WrittenBy({
  writer,
  reviewedAt,
  when,
}: {
  writer: string | null;
  reviewedAt?: string | null;
  when?: string;
}) {
  const parts = [
    writerText(writer),
    writer !== null && reviewedAt !== undefined ? (reviewedAt ? 'reviewed' : 'not reviewed yet') : null,
    when,
  ].filter(Boolean);
  return <p className="text-xs font-medium text-muted-foreground">{parts.join(' · ')}</p>;
}

/**
 * A place's descriptions side by side (issue: generated text is a draft the operator reviews): the
 * current text and the writer's draft, which the operator accepts, edits or discards; the current
 * writer text can be marked reviewed; every earlier text can be restored.
 */
export function DescriptionReview({ place }: { place: Pick<AdminPlace, 'id' | 'name'> }) {
  const id = useId();
  const descriptions = usePlaceDescriptions(place.id);
  const change = useChangeDescription(place);
  const [editing, setEditing] = useState<string | null>(null);

  if (descriptions.isPending) {
    return (
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading the descriptions of {place.name}...
      </p>
    );
  }
  if (descriptions.isError) {
    return (
      <LoadError
        what="the descriptions"
        error={descriptions.error}
        onRetry={() => void descriptions.refetch()}
      />
    );
  }
  const { current, draft, earlier } = descriptions.data;
  const busy = change.isPending;

  return (
    <section
      aria-label={`Descriptions of ${place.name}`}
      aria-busy={busy}
      className="mt-3 grid gap-4 rounded-xl border border-border bg-sand-50 p-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <article aria-labelledby={`${id}-current`} className="grid content-start gap-2">
          <h4 id={`${id}-current`} className="font-sans text-sm font-semibold">
            Current description (on the page)
          </h4>
          <WrittenBy writer={current.writer} reviewedAt={current.reviewedAt} />
          <p className="whitespace-pre-line text-sm leading-relaxed">
            {current.description ?? 'No description yet: the page shows a line made from the category.'}
          </p>
          {current.writer !== null && !current.reviewedAt && current.description && (
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => change.mutate({ action: 'review' })}
              >
                <Check aria-hidden="true" />
                Mark as reviewed
              </Button>
            </div>
          )}
        </article>

        <article aria-labelledby={`${id}-draft`} className="grid content-start gap-2">
          <h4 id={`${id}-draft`} className="font-sans text-sm font-semibold">
            Draft
          </h4>
          {!draft ? (
            <p className="text-sm text-muted-foreground">
              No draft. Tick &lsquo;Regenerate description&rsquo; under Edit Category to have the writer draft
              one.
            </p>
          ) : editing !== null ? (
            <form
              className="grid gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                change.mutate({ action: 'accept', edited: editing }, { onSuccess: () => setEditing(null) });
              }}
            >
              <label htmlFor={`${id}-edit`} className="text-xs font-medium text-muted-foreground">
                Your text (it replaces the current description)
              </label>
              <Textarea
                id={`${id}-edit`}
                value={editing}
                onChange={(event) => setEditing(event.target.value)}
                rows={6}
                disabled={busy}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={busy || editing.trim() === ''}>
                  Save edited text
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => setEditing(null)}
                >
                  Cancel editing
                </Button>
              </div>
            </form>
          ) : (
            <DraftText draft={draft} busy={busy}>
              <Button size="sm" disabled={busy} onClick={() => change.mutate({ action: 'accept' })}>
                <Check aria-hidden="true" />
                Use draft
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => setEditing(draft.description)}
              >
                <Pencil aria-hidden="true" />
                Edit draft
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => change.mutate({ action: 'discard' })}
              >
                <Trash2 aria-hidden="true" />
                Discard draft
              </Button>
            </DraftText>
          )}
        </article>
      </div>

      {earlier.length > 0 && (
        <details className="rounded-lg border border-border bg-background p-3">
          <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
            <History className="size-4" aria-hidden="true" />
            Earlier descriptions ({earlier.length})
          </summary>
          <ol className="mt-3 grid gap-3">
            {earlier.map((version) => (
              <li
                key={version.id}
                className="grid gap-1.5 border-t border-border pt-3 first:border-t-0 first:pt-0"
              >
                <WrittenBy
                  writer={version.writer}
                  reviewedAt={version.reviewedAt}
                  when={`replaced ${formatShortDate(version.createdAt)}`}
                />
                <p className="whitespace-pre-line text-sm leading-relaxed">{version.description}</p>
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`Restore the description replaced on ${formatShortDate(version.createdAt)}`}
                    onClick={() => change.mutate({ action: 'restore', versionId: version.id })}
                  >
                    <RotateCcw aria-hidden="true" />
                    Restore
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

function DraftText({
  draft,
  busy,
  children,
}: {
  draft: DescriptionVersion;
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <WrittenBy writer={draft.writer} when={`drafted ${formatShortDate(draft.createdAt)}`} />
      <p className="whitespace-pre-line rounded-lg bg-background p-3 text-sm leading-relaxed ring-1 ring-inset ring-sea-200">
        {draft.description}
      </p>
      <div className="flex flex-wrap gap-2" aria-busy={busy}>
        {children}
      </div>
    </>
  );
}
