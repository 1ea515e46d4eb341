import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { LazyPartBoundary } from '../../../components/ui/lazy-part-boundary';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ArticleDraft } from './article-draft';

const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((module) => ({ default: module.MarkdownPreview })),
);

/**
 * The content as the guide page shows it, beside the markdown. It follows the typing at a lower priority
 * (useDeferredValue), so a long article does not slow the keys down.
 */
export function ContentPreview({ control }: { control: Control<ArticleDraft> }) {
  const markdown = useDeferredValue(useWatch({ control, name: 'content' }));
  const headingId = useId();
  return (
    <div className="grid content-start gap-2">
      <h3 id={headingId} className="font-sans text-sm font-semibold leading-none text-foreground">
        Preview
      </h3>
      <div
        role="region"
        aria-labelledby={headingId}
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
            <MarkdownPreview markdown={markdown} />
          </Suspense>
        </LazyPartBoundary>
      </div>
    </div>
  );
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
