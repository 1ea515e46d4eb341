import { relatedArticles } from '../../../../common/articles';
import type { Article } from '../../../../common/schemas/articles';
import { useTranslator } from '../../../lib/i18n';
import { useCategoryArticles } from '../api';
import { ArticleLinksCard } from './article-links-card';

/**
 * 'Related': up to 5 other guides of the article's category, from GET /api/articles/category/{category};
 * shown only when the category has more than one article.
 */
export function RelatedArticles({
  article,
  className,
}: {
  article: Pick<Article, 'id' | 'category'>;
  className?: string;
}) {
  const { t } = useTranslator();
  const { data } = useCategoryArticles(article.category);
  return (
    <ArticleLinksCard
      title={t('guides.related')}
      articles={relatedArticles(article, data ?? [])}
      className={className}
    />
  );
}
