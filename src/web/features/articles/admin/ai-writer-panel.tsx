import { Loader2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { WriterInfo } from '../../../../common/schemas/writer';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useWriterInfo } from '../../../lib/admin-queries';
import {
  articleLengthLabel,
  generationBlocker,
  generationBusyLabel,
  type ArticleDraft,
} from './article-draft';
import { DraftSelect } from './draft-select';

/** What the writer is asked for besides the title and the places: only what this writer can do. */
function writerSettings(writer: WriterInfo | undefined) {
  return [
    {
      name: 'articleLength',
      label: 'Article length',
      choices: (writer?.lengths ?? []).map((length) => ({
        value: length,
        label: articleLengthLabel(length),
      })),
    },
    {
      name: 'aiModel',
      label: 'AI model',
      choices: (writer?.models ?? []).map((model) => ({ value: model, label: model })),
    },
  ] as const;
}

export interface AiWriterPanelProps {
  control: Control<ArticleDraft>;
  generating: boolean;
  onGenerate(): void;
}

/**
 * The AI writer (SPEC 5 'Article AI generation', 9): article length and model when an AI key is set (the
 * offline writer has neither: it says what it does instead), and 'Generate', which stays unavailable until
 * there is a title and 2 or more places. It is marked disabled rather than removed from the tab order, so
 * a keyboard user who presses it hears what is missing. Once the writer has drafted the text, the
 * operator ticks 'Reviewed' after checking it.
 */
export function AiWriterPanel({ control, generating, onGenerate }: AiWriterPanelProps) {
  const [title, places, articleLength, aiGenerated, writtenBy] = useWatch({
    control,
    name: ['title', 'places', 'articleLength', 'aiGenerated', 'writtenBy'],
  });
  const writer = useWriterInfo();
  const offline = writer.data?.offline ?? false;
  const blocker = generationBlocker({ title, places });
  const hintId = useId();
  const reviewedId = useId();

  function generate() {
    if (generating) return;
    if (blocker) {
      toast({ ...blocker, variant: 'destructive' });
      return;
    }
    onGenerate();
  }

  return (
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-card border border-border bg-sea-50/60 p-5 shadow-soft sm:p-6">
      <legend className="float-left flex items-center gap-2 text-lg font-bold">
        <Sparkles className="size-5 text-terracotta-600" aria-hidden="true" />
        AI writer
      </legend>
      <p className="text-sm text-muted-foreground">
        Writes a comparison of the featured places under the title. Into empty fields it writes directly;
        beside text already there it shows a draft for you to use or discard. Nothing is saved until you save
        the article.
      </p>

      {offline ? (
        <p className="rounded-lg bg-background px-3 py-2 text-sm text-muted-foreground ring-1 ring-inset ring-border">
          No AI key is set: the offline writer composes the comparison from the places&rsquo; own data (a
          table, what they share and what sets each apart), a few hundred words rather than a chosen length.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {writerSettings(writer.data).map((setting) =>
            setting.choices.length > 0 ? (
              <DraftSelect key={setting.name} {...setting} control={control} disabled={generating} />
            ) : null,
          )}
        </div>
      )}

      <div className="grid gap-2">
        <Button
          variant="accent"
          onClick={generate}
          disabled={generating || writer.isPending}
          aria-disabled={blocker ? true : undefined}
          aria-describedby={hintId}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {generating ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {generating ? 'Generating...' : 'Generate'}
        </Button>
        <p
          id={hintId}
          role="status"
          className={generating ? 'text-sm font-semibold text-sea-800' : 'text-sm text-muted-foreground'}
        >
          {generating
            ? generationBusyLabel(offline ? null : articleLength, places.length)
            : blocker
              ? 'Needs a title and at least 2 featured places.'
              : aiGenerated
                ? writtenBy
                  ? `The content was drafted by ${writtenBy}; review it before saving.`
                  : "The content was drafted by the offline writer from the places' own data; review it before saving."
                : offline
                  ? `Ready to compose a comparison of ${places.length} places.`
                  : `Ready to write a ${articleLength} comparison of ${places.length} places.`}
        </p>
      </div>

      {aiGenerated && (
        <Controller
          control={control}
          name="reviewed"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id={reviewedId}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                className="mt-0.5"
              />
              <Label htmlFor={reviewedId} className="font-normal leading-snug">
                Reviewed: I have checked the writer&rsquo;s text (the guide&rsquo;s page then says so instead
                of &lsquo;not yet checked&rsquo;)
              </Label>
            </div>
          )}
        />
      )}
    </fieldset>
  );
}
