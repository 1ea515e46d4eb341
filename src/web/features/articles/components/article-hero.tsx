import type { Article } from '../../../../common/schemas/articles';
import { Badge } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { useTranslator } from '../../../lib/i18n';
import { guideCategoryLabel } from '../guide-category';
import { ArticleImage } from './article-image';
import { ArticleMeta } from './article-meta';

/** The featured image with the title over it, or a plain sea-blue header. */
export function ArticleHero({
  article,
  titleId,
}: {
  article: Pick<Article, 'title' | 'category' | 'featuredImageUrl' | 'createdAt' | 'content'>;
  /** The heading's id, which also labels the article. */
  titleId: string;
}) {
  const { t } = useTranslator();
  const heading = (
    <>
      {article.category && (
        <Badge variant="accent" className="self-start">
          {guideCategoryLabel(t, article.category)}
        </Badge>
      )}
      <h1
        id={titleId}
        dir="auto"
        className="mt-3 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl"
      >
        {article.title}
      </h1>
      <ArticleMeta
        createdAt={article.createdAt}
        content={article.content}
        dateStyle="long"
        className="mt-4 text-white/90"
      />
    </>
  );

  if (!article.featuredImageUrl) {
    return (
      <section
        aria-labelledby={titleId}
        className="bg-gradient-to-b from-sea-800 to-sea-700 py-12 text-white sm:py-16"
      >
        <Container>{heading}</Container>
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-sea-900 text-white">
      <ArticleImage
        src={article.featuredImageUrl}
        alt=""
        priority
        className="absolute inset-0 -z-10 size-full"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/55 to-black/20"
      />
      <Container className="flex min-h-[320px] flex-col justify-end pb-10 pt-24 sm:min-h-[420px] sm:pb-12">
        {heading}
      </Container>
    </section>
  );
}
