import { useState } from 'react';
import type { AdminArticleListItem } from '../../../../common/schemas/articles';
import { ArticleEditor } from './article-editor';
import { ArticleList } from './article-list';

/** What the editor is open on: a new article, or an existing one. */
type Editing = { article: AdminArticleListItem | null };

/**
 * The dashboard's Articles tab (SPEC 2): the article cards, or the editor in their place, opened by
 * 'New Article' or a card's Edit. The list is read only here, inside the key gate, so it waits for the key.
 */
export function ArticlesTab() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [returned, setReturned] = useState(false);

  if (editing) {
    return (
      <ArticleEditor
        key={editing.article?.id ?? 'new'}
        article={editing.article}
        onClose={() => {
          setEditing(null);
          setReturned(true);
        }}
      />
    );
  }
  return (
    <ArticleList
      focusHeading={returned}
      onNew={() => setEditing({ article: null })}
      onEdit={(article) => setEditing({ article })}
    />
  );
}
