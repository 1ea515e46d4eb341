import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Save } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { distinctCategories } from '../../../../common/articles';
import { ARTICLE_STATUSES, type ArticleStatus } from '../../../../common/categories';
import type {
  AdminArticleListItem,
  ArticleVersion,
  GeneratedArticle,
} from '../../../../common/schemas/articles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useAdminArticles, useGenerateArticle, useSaveArticle } from './admin-api';
import { AiWriterPanel } from './ai-writer-panel';
import {
  articleDraftSchema,
  draftFromArticle,
  EMPTY_DRAFT,
  firstDraftError,
  generateBody,
  restoredFields,
  saveBody,
  writtenFields,
  type ArticleDraft,
} from './article-draft';
import { ArticleVersions } from './article-versions';
import { TranslationsPanel } from '../../../components/translations-panel';
import { GeneratedDraft } from './generated-draft';
import { ContentPreview } from './content-preview';
import { DraftSelect } from './draft-select';
import { PlacePicker } from './place-picker';

const STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'Draft', published: 'Published' };
const STATUS_CHOICES = ARTICLE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export interface ArticleEditorProps {
  /** The article to edit, or null for a new one. */
  article: AdminArticleListItem | null;
  /** Back to the list (after a save, or when the operator leaves). */
  onClose(): void;
}

/**
 * The article editor (SPEC 2 'Articles', 4 'Article status', 5): title, category, status, featured image,
 * featured places, the AI writer, excerpt and markdown content with a live preview. A save is checked with
 * the server's own rules first; an invalid one toasts 'Validation Error' and marks the field.
 */
export function ArticleEditor({ article, onClose }: ArticleEditorProps) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm<ArticleDraft>({
    // raw: a valid draft goes out as its save body, as typed; the server trims it and stores blanks as null.
    resolver: zodResolver(articleDraftSchema, undefined, { raw: true }),
    defaultValues: article ? draftFromArticle(article) : EMPTY_DRAFT,
  });
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** The writer's text while it waits beside text the editor already held. */
  const [writtenDraft, setWrittenDraft] = useState<GeneratedArticle | null>(null);
  const save = useSaveArticle();
  const generate = useGenerateArticle();
  const articles = useAdminArticles();
  const categories = useMemo(() => distinctCategories(articles.data ?? []), [articles.data]);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const categoryListId = `${ids}-categories`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function leave() {
    if (isDirty) setConfirmingDiscard(true);
    else onClose();
  }

  const submit = handleSubmit(
    (draft) =>
      save.mutate(
        { id: article?.id ?? null, body: saveBody(draft) },
        {
          onSuccess: () => {
            toast({
              title: 'Success',
              description: article ? 'Article updated successfully' : 'Article created successfully',
            });
            onClose();
          },
        },
      ),
    (invalid) =>
      toast({ title: 'Validation Error', description: firstDraftError(invalid), variant: 'destructive' }),
  );

  /** Puts text into the editor's fields (unsaved); a new save checks it again. */
  function fill(fields: Partial<ArticleDraft>) {
    for (const [name, value] of Object.entries(fields) as [keyof ArticleDraft, never][]) {
      setValue(name, value, { shouldDirty: true });
    }
    clearErrors(['title', 'content', 'excerpt']);
  }

  function startGenerating() {
    generate.mutate(generateBody(getValues()), {
      onSuccess: (written) => {
        // Empty fields take the writer's text; text already there is never replaced unasked.
        if (getValues('content').trim() === '' && getValues('excerpt').trim() === '') {
          fill(writtenFields(written));
          toast({
            title: 'Article Generated',
            description: 'Review the content and excerpt, then save the article.',
          });
          return;
        }
        setWrittenDraft(written);
        toast({
          title: 'Draft Ready',
          description: "The writer's draft is shown beside your text: use it or discard it.",
        });
      },
    });
  }

  function acceptWrittenDraft() {
    if (!writtenDraft) return;
    fill(writtenFields(writtenDraft));
    setWrittenDraft(null);
    toast({ title: 'Draft Used', description: 'Review the content and excerpt, then save the article.' });
  }

  function restore(version: ArticleVersion) {
    fill(restoredFields(version));
    toast({
      title: 'Earlier Version Restored',
      description: 'It is in the editor now: save the article to keep it.',
    });
  }

  const busy = save.isPending || generate.isPending;
  const headingText = article ? 'Edit Article' : 'New Article';

  return (
    <DashboardSection
      headingRef={heading}
      title={headingText}
      actions={
        <Button variant="ghost" onClick={leave}>
          <ArrowLeft aria-hidden="true" />
          Back to articles
        </Button>
      }
    >
      <form noValidate onSubmit={submit} aria-label={headingText} className="grid gap-6">
        <fieldset className="grid gap-5 rounded-card border border-border bg-card p-5 shadow-soft sm:grid-cols-2 sm:p-6">
          <legend className="sr-only">Details</legend>
          <div className="sm:col-span-2">
            <FormField label="Title*" error={errors.title}>
              {(field) => <Input aria-required="true" {...field} {...register('title')} />}
            </FormField>
          </div>
          <FormField label="Category" error={errors.category} hint="For example Beaches or Food & Drink">
            {(field) => (
              <>
                <Input list={categoryListId} {...field} {...register('category')} />
                <datalist id={categoryListId}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <DraftSelect control={control} name="status" label="Status" choices={STATUS_CHOICES} />
          <div className="sm:col-span-2">
            <FormField
              label="Featured Image URL"
              error={errors.featuredImageUrl}
              hint="Optional: a site path such as /images/guides/... or an https:// address"
            >
              {(field) => <Input inputMode="url" {...field} {...register('featuredImageUrl')} />}
            </FormField>
          </div>
        </fieldset>

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Controller
            control={control}
            name="places"
            render={({ field }) => <PlacePicker selected={field.value} onChange={field.onChange} />}
          />
          <AiWriterPanel control={control} generating={generate.isPending} onGenerate={startGenerating} />
        </div>

        {writtenDraft && (
          <GeneratedDraft
            draft={writtenDraft}
            onUse={acceptWrittenDraft}
            onDiscard={() => setWrittenDraft(null)}
          />
        )}

        <div className="grid gap-5 rounded-card border border-border bg-card p-5 shadow-soft sm:p-6">
          <FormField
            label="Excerpt"
            error={errors.excerpt}
            hint="A sentence or two shown on the guide cards and under the title"
          >
            {(field) => <Textarea rows={3} className="min-h-20" {...field} {...register('excerpt')} />}
          </FormField>

          <div className="grid gap-5 lg:grid-cols-2">
            <FormField
              label="Content (Markdown)*"
              error={errors.content}
              hint="## for a section heading, **bold**, [a link](https://...), ![a picture](/images/...)"
            >
              {(field) => (
                <Textarea
                  aria-required="true"
                  aria-busy={generate.isPending || undefined}
                  rows={18}
                  className="min-h-80 font-mono text-sm leading-relaxed sm:text-sm lg:min-h-[32rem]"
                  {...field}
                  {...register('content')}
                />
              )}
            </FormField>
            <ContentPreview control={control} />
          </div>
        </div>

        {article && <ArticleVersions articleId={article.id} onRestore={restore} />}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={leave} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} className="sm:min-w-40">
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving...' : 'Save Article'}
          </Button>
        </div>
      </form>

      {/* Its own forms, so outside the article's: the saved guide's text in the other languages. */}
      {article && (
        <TranslationsPanel
          kind="article"
          subject={{ id: article.id, name: article.title }}
          headingLevel={3}
        />
      )}

      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard your changes?"
        description="This article has changes that are not saved. Leaving the editor drops them."
        confirmLabel="Discard Changes"
        destructive
        onConfirm={onClose}
      />
    </DashboardSection>
  );
}
