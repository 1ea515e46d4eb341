import { Check, Trash2 } from 'lucide-react';
import type { GeneratedArticle } from '../../../../common/schemas/articles';
import { writerName, writtenByNote } from '../../../../common/written-by';
import { Button } from '../../../components/ui/button';

/**
 * The writer's text when the editor already held some: shown beside it, never over it, until the operator
 * uses it (it then fills the content and excerpt, still unsaved) or discards it.
 */
export function GeneratedDraft({
  draft,
  onUse,
  onDiscard,
}: {
  draft: GeneratedArticle;
  onUse(): void;
  onDiscard(): void;
}) {
  return (
    <section
      aria-label="The writer's draft"
      className="grid gap-3 rounded-card border border-sea-200 bg-sea-50/60 p-5 shadow-soft sm:p-6"
    >
      <h3 className="font-sans text-base font-semibold">The writer&rsquo;s draft</h3>
      <p className="text-sm text-muted-foreground">
        {writtenByNote(writerName(draft.aiModel), false)} Your content and excerpt below are unchanged until
        you use it.
      </p>
      <p className="text-sm">
        <span className="font-semibold">Excerpt: </span>
        {draft.excerpt}
      </p>
      {/* Focusable, so a keyboard can scroll a long draft. */}
      <pre
        tabIndex={0}
        aria-label="The draft's content (Markdown)"
        className="max-h-80 overflow-auto whitespace-pre-wrap rounded-lg bg-background p-3 font-mono text-sm leading-relaxed ring-1 ring-inset ring-border"
      >
        {draft.content}
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onUse}>
          <Check aria-hidden="true" />
          Use draft
        </Button>
        <Button variant="outline" onClick={onDiscard}>
          <Trash2 aria-hidden="true" />
          Discard draft
        </Button>
      </div>
    </section>
  );
}
