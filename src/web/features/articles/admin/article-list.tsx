import { FileText, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminArticleListItem } from '../../../../common/schemas/articles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { AdminArticleCard } from './admin-article-card';
import { useAdminArticles, useDeleteArticle } from './admin-api';
import { LoadError } from '../../../components/ui/load-error';

export interface ArticleListProps {
  /** Move the focus to the heading (when the operator comes back from the editor). */
  focusHeading: boolean;
  onNew(): void;
  onEdit(article: AdminArticleListItem): void;
}

/** The article cards with 'New Article', their loading, empty and error states, and the delete confirmation. */
export function ArticleList({ focusHeading, onNew, onEdit }: ArticleListProps) {
  const articles = useAdminArticles();
  const deleteArticle = useDeleteArticle();
  const [toDelete, setToDelete] = useState<AdminArticleListItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  function confirmDelete(article: AdminArticleListItem) {
    deleteArticle.mutate(article.id, {
      onSuccess: () => toast({ title: 'Success', description: `Deleted "${article.title}"` }),
    });
  }

  return (
    <DashboardSection
      headingRef={heading}
      title="Articles"
      description={
        articles.data &&
        articles.data.length > 0 &&
        `${articles.data.length} ${articles.data.length === 1 ? 'article' : 'articles'}, drafts included`
      }
      actions={
        <Button onClick={onNew}>
          <Plus aria-hidden="true" />
          New Article
        </Button>
      }
    >
      {articles.isPending ? (
        <div className="grid gap-3">
          <p role="status" className="sr-only">
            Loading articles...
          </p>
          {[0, 1, 2].map((index) => (
            <div key={index} className="grid gap-3 rounded-card border border-border bg-card p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          ))}
        </div>
      ) : articles.isError ? (
        <LoadError what="the articles" error={articles.error} onRetry={() => void articles.refetch()} />
      ) : articles.data.length === 0 ? (
        <EmptyState icon={<FileText className="size-10 text-sea-600" aria-hidden="true" />}>
          <p className="font-semibold text-foreground">No articles yet</p>
          <p className="mt-1 text-sm">Write the first guide with 'New Article'.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Articles">
          {articles.data.map((article) => (
            <li key={article.id}>
              <AdminArticleCard
                article={article}
                deleting={deleteArticle.isPending && deleteArticle.variables === article.id}
                onEdit={() => onEdit(article)}
                onDelete={() => setToDelete(article)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this article?"
        description={
          toDelete && (
            <>
              &lsquo;{toDelete.title}&rsquo; will be removed from the dashboard and the public guides. This
              cannot be undone.
            </>
          )
        }
        confirmLabel="Delete Article"
        destructive
        onConfirm={() => {
          if (toDelete) confirmDelete(toDelete);
        }}
      />
    </DashboardSection>
  );
}
