import { ArrowLeft, Save } from 'lucide-react';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { ARTICLE_STATUSES, type ArticleStatus } from '../../../../common/categories';
import type { AdminArticleListItem } from '../../../../common/schemas/articles';
import { Button } from '../../../components/ui/button';
import { LazyPartBoundary } from '../../../components/ui/lazy-part-boundary';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { distinctCategories } from '../../../../common/articles';
import { AiWriterPanel } from './ai-writer-panel';
import { useAdminArticles, useGenerateArticle, useSaveArticle } from './admin-api';
import {
  DRAFT_FIELDS,
  EMPTY_DRAFT,
  draftFromArticle,
  generateBody,
  saveBody,
  validateDraft,
  type ArticleDraft,
  type DraftErrors,
  type DraftField,
} from './article-draft';
import { PlacePicker } from './place-picker';

const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((module) => ({ default: module.MarkdownPreview })),
);

const STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'Draft', published: 'Published' };

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
  const [draft, setDraft] = useState<ArticleDraft>(() => (article ? draftFromArticle(article) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const save = useSaveArticle();
  const generate = useGenerateArticle();
  const articles = useAdminArticles();
  const categories = useMemo(() => distinctCategories(articles.data ?? []), [articles.data]);
  const previewMarkdown = useDeferredValue(draft.content);
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldIds = useId();
  const categoryListId = `${fieldIds}-categories`;
  const fields = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});
  const fieldRef = (field: DraftField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function update(patch: Partial<ArticleDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
    setErrors((current) => {
      const next = { ...current };
      for (const field of DRAFT_FIELDS) if (field in patch) delete next[field];
      return next;
    });
  }

  function leave() {
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateDraft(draft);
    setErrors(checked.errors);
    if (checked.first) {
      toast({ title: 'Validation Error', description: checked.first, variant: 'destructive' });
      const firstField = DRAFT_FIELDS.find((field) => checked.errors[field]);
      if (firstField) fields.current[firstField]?.focus();
      return;
    }
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
    );
  }

  function startGenerating() {
    generate.mutate(generateBody(draft), {
      onSuccess: (written) => {
        update({
          content: written.content,
          excerpt: written.excerpt,
          aiGenerated: true,
          writtenBy: written.aiModel,
        });
        toast({
          title: 'Article Generated',
          description: 'Review the content and excerpt, then save the article.',
        });
      },
    });
  }

  const busy = save.isPending || generate.isPending;
  const headingText = article ? 'Edit Article' : 'New Article';

  return (
    <section aria-labelledby={`${fieldIds}-heading`} className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${fieldIds}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold focus-visible:outline-none"
        >
          {headingText}
        </h2>
        <Button variant="ghost" onClick={leave}>
          <ArrowLeft aria-hidden="true" />
          Back to articles
        </Button>
      </div>

      <form noValidate onSubmit={submit} aria-label={headingText} className="grid gap-6">
        <fieldset className="grid gap-5 rounded-card border border-border bg-card p-5 shadow-soft sm:grid-cols-2 sm:p-6">
          <legend className="sr-only">Details</legend>
          <div className="sm:col-span-2">
            <FormField label="Title*" error={errorOf(errors.title)}>
              {(control) => (
                <Input
                  {...control}
                  ref={fieldRef('title')}
                  aria-required="true"
                  value={draft.title}
                  onChange={(event) => update({ title: event.target.value })}
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Category"
            error={errorOf(errors.category)}
            hint="For example Beaches or Food & Drink"
          >
            {(control) => (
              <>
                <Input
                  {...control}
                  ref={fieldRef('category')}
                  list={categoryListId}
                  value={draft.category}
                  onChange={(event) => update({ category: event.target.value })}
                />
                <datalist id={categoryListId}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField label="Status">
            {(control) => (
              <Select
                value={draft.status}
                onValueChange={(value) => update({ status: value as ArticleStatus })}
              >
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ARTICLE_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              label="Featured Image URL"
              error={errorOf(errors.featuredImageUrl)}
              hint="Optional: a site path such as /images/guides/... or an https:// address"
            >
              {(control) => (
                <Input
                  {...control}
                  ref={fieldRef('featuredImageUrl')}
                  inputMode="url"
                  value={draft.featuredImageUrl}
                  onChange={(event) => update({ featuredImageUrl: event.target.value })}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <div className="grid gap-6 lg:grid-cols-2">
          <PlacePicker selected={draft.places} onChange={(places) => update({ places })} />
          <AiWriterPanel
            draft={draft}
            generating={generate.isPending}
            onSettingsChange={update}
            onGenerate={startGenerating}
          />
        </div>

        <div className="grid gap-5 rounded-card border border-border bg-card p-5 shadow-soft sm:p-6">
          <FormField
            label="Excerpt"
            error={errorOf(errors.excerpt)}
            hint="A sentence or two shown on the guide cards and under the title"
          >
            {(control) => (
              <Textarea
                {...control}
                ref={fieldRef('excerpt')}
                rows={3}
                className="min-h-20"
                value={draft.excerpt}
                onChange={(event) => update({ excerpt: event.target.value })}
              />
            )}
          </FormField>

          <div className="grid gap-5 lg:grid-cols-2">
            <FormField
              label="Content (Markdown)*"
              error={errorOf(errors.content)}
              hint="## for a section heading, **bold**, [a link](https://...), ![a picture](/images/...)"
            >
              {(control) => (
                <Textarea
                  {...control}
                  ref={fieldRef('content')}
                  aria-required="true"
                  aria-busy={generate.isPending || undefined}
                  rows={18}
                  className="min-h-80 font-mono text-sm leading-relaxed sm:text-sm lg:min-h-[32rem]"
                  value={draft.content}
                  onChange={(event) => update({ content: event.target.value })}
                />
              )}
            </FormField>
            <div className="grid content-start gap-2">
              <h3
                id={`${fieldIds}-preview`}
                className="font-sans text-sm font-semibold leading-none text-foreground"
              >
                Preview
              </h3>
              <div
                role="region"
                aria-labelledby={`${fieldIds}-preview`}
                tabIndex={0}
                className="max-h-[32rem] min-h-40 overflow-y-auto rounded-xl border border-input bg-sand-50 px-4 py-3 focus-visible:outline-3 focus-visible:outline-ring lg:min-h-[32rem]"
              >
                <LazyPartBoundary
                  name="preview"
                  fallback={
                    <p className="text-sm text-muted-foreground">
                      The preview could not be loaded. Your text is kept: save it, then reload the page.
                    </p>
                  }
                >
                  <Suspense fallback={<PreviewLoading />}>
                    <MarkdownPreview markdown={previewMarkdown} />
                  </Suspense>
                </LazyPartBoundary>
              </div>
            </div>
          </div>
        </div>

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

      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard your changes?"
        description="This article has changes that are not saved. Leaving the editor drops them."
        confirmLabel="Discard Changes"
        destructive
        onConfirm={onClose}
      />
    </section>
  );
}

function errorOf(message: string | undefined) {
  return message ? { message } : undefined;
}

function PreviewLoading() {
  return (
    <div className="grid gap-3">
      <p className="sr-only">Loading the preview...</p>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
