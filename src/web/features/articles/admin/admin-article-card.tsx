import { Pencil, Trash2 } from 'lucide-react';
import type { AdminArticleListItem } from '../../../../common/schemas/articles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatArticleDate } from '../../../../common/dates';

export interface AdminArticleCardProps {
  article: AdminArticleListItem;
  deleting: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** An article in the dashboard: title, status and category, the excerpt on 2 lines, the date, Edit and Delete. */
export function AdminArticleCard({ article, deleting, onEdit, onDelete }: AdminArticleCardProps) {
  return (
    <article
      aria-label={article.title}
      className="flex flex-col gap-4 rounded-card border border-border bg-card p-5 shadow-soft sm:flex-row sm:items-start"
    >
      <div className="grid min-w-0 grid-cols-1 flex-1 gap-2">
        <h3 className="text-lg font-bold leading-snug text-foreground">{article.title}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={article.status === 'published' ? 'success' : 'warning'}>
            {article.status === 'published' ? 'Published' : 'Draft'}
          </Badge>
          {article.category && <Badge variant="secondary">{article.category}</Badge>}
          <span className="text-sm text-muted-foreground">
            Created{' '}
            <time dateTime={new Date(article.createdAt).toISOString()}>
              {formatArticleDate(article.createdAt, 'short')}
            </time>
          </span>
        </div>
        {article.excerpt && <p className="line-clamp-2 text-sm text-foreground/80">{article.excerpt}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${article.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          disabled={deleting}
          aria-label={deleting ? `Deleting ${article.title}` : `Delete ${article.title}`}
          className="text-destructive"
        >
          <Trash2 aria-hidden="true" />
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </article>
  );
}
