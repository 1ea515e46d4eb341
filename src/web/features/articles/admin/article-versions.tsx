import { History, RotateCcw } from 'lucide-react';
import { formatShortDate } from '../../../../common/dates';
import type { ArticleVersion } from '../../../../common/schemas/articles';
import { writerName } from '../../../../common/written-by';
import { Button } from '../../../components/ui/button';
import { useArticleVersions } from './admin-api';

/**
 * The texts earlier saves of the article replaced, newest first. Restore puts one back into the editor;
 * saving the article then makes it current (and keeps the text it replaces in its turn).
 */
export function ArticleVersions({
  articleId,
  onRestore,
}: {
  articleId: number;
  onRestore(version: ArticleVersion): void;
}) {
  const versions = useArticleVersions(articleId);
  if (!versions.data || versions.data.length === 0) return null;
  return (
    <details className="rounded-card border border-border bg-card p-5 shadow-soft sm:p-6">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden="true" />
        Earlier versions ({versions.data.length})
      </summary>
      <ol className="mt-4 grid gap-4">
        {versions.data.map((version) => (
          <li
            key={version.id}
            className="grid gap-1.5 border-t border-border pt-4 first:border-t-0 first:pt-0"
          >
            <p className="text-xs font-medium text-muted-foreground">
              Replaced {formatShortDate(version.createdAt)} ·{' '}
              {version.aiGenerated ? `by the writer (${writerName(version.aiModel)})` : 'by a person'}
            </p>
            <p className="font-semibold">{version.title}</p>
            <p className="line-clamp-3 text-sm text-muted-foreground">{version.excerpt ?? version.content}</p>
            <div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Restore the version replaced on ${formatShortDate(version.createdAt)}`}
                onClick={() => onRestore(version)}
              >
                <RotateCcw aria-hidden="true" />
                Restore into the editor
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}
