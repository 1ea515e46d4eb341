import { Loader2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { AI_MODELS, ARTICLE_LENGTHS } from '../../../../common/categories';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import {
  articleLengthLabel,
  generationBlocker,
  generationBusyLabel,
  type ArticleDraft,
} from './article-draft';
import { DraftSelect } from './draft-select';

/** What the writer is asked for besides the title and the places. */
const WRITER_SETTINGS = [
  {
    name: 'articleLength',
    label: 'Article length',
    choices: ARTICLE_LENGTHS.map((length) => ({ value: length, label: articleLengthLabel(length) })),
  },
  { name: 'aiModel', label: 'AI model', choices: AI_MODELS.map((model) => ({ value: model, label: model })) },
] as const;

export interface AiWriterPanelProps {
  control: Control<ArticleDraft>;
  generating: boolean;
  onGenerate(): void;
}

/**
 * The AI writer (SPEC 5 'Article AI generation', 9): article length and model, and 'Generate', which
 * stays unavailable until there is a title and 2 or more places. It is marked disabled rather than
 * removed from the tab order, so a keyboard user who presses it hears what is missing.
 */
export function AiWriterPanel({ control, generating, onGenerate }: AiWriterPanelProps) {
  const [title, places, articleLength, aiGenerated, writtenBy] = useWatch({
    control,
    name: ['title', 'places', 'articleLength', 'aiGenerated', 'writtenBy'],
  });
  const blocker = generationBlocker({ title, places });
  const hintId = useId();

  function generate() {
    if (generating) return;
    if (blocker) {
      toast({ ...blocker, variant: 'destructive' });
      return;
    }
    onGenerate();
  }

  return (
    <fieldset className="grid min-w-0 content-start gap-4 rounded-card border border-border bg-sea-50/60 p-5 shadow-soft sm:p-6">
      <legend className="float-left flex items-center gap-2 text-lg font-bold">
        <Sparkles className="size-5 text-terracotta-600" aria-hidden="true" />
        AI writer
      </legend>
      <p className="text-sm text-muted-foreground">
        Writes a comparison of the featured places under the title, into the content and excerpt below.
        Nothing is saved until you save the article.
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        {WRITER_SETTINGS.map((setting) => (
          <DraftSelect key={setting.name} {...setting} control={control} disabled={generating} />
        ))}
      </div>

      <div className="grid gap-2">
        <Button
          variant="accent"
          onClick={generate}
          disabled={generating}
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
            ? generationBusyLabel(articleLength, places.length)
            : blocker
              ? 'Needs a title and at least 2 featured places.'
              : aiGenerated
                ? writtenBy
                  ? `The content was drafted by ${writtenBy}; review it before saving.`
                  : "The content was drafted by the offline writer from the places' own data; review it before saving."
                : `Ready to write a ${articleLength} comparison of ${places.length} places.`}
        </p>
      </div>
    </fieldset>
  );
}
