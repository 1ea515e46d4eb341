import { useMemo } from 'react';
import { renderArticleHtml } from '../../../../common/article-html';

/**
 * The article as visitors will read it: the same renderer and sanitiser the public API uses, so the
 * preview cannot show markup the guide page would not. Loaded on its own when the editor opens, so the
 * renderer does not weigh on the dashboard's first load.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderArticleHtml(markdown), [markdown]);
  if (html.trim() === '') {
    return <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>;
  }
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
