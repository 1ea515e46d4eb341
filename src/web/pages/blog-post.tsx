import { FileQuestion } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { Container } from '../components/ui/container';
import { useArticle, useArticlePlaces } from '../features/articles/api';
import { ArticleBody } from '../features/articles/components/article-body';
import { ArticleHero } from '../features/articles/components/article-hero';
import { RelatedArticles } from '../features/articles/components/related-articles';
import { ShareCard } from '../features/articles/components/share-card';
import { FeaturedPlaces } from '../features/places/components/featured-places';
import { ToursWidget } from '../features/tours/components/tours-widget';
import { WeatherCard } from '../features/weather/components/weather-card';
import { NotFoundScreen } from '../layout/not-found-screen';
import { NotSavedOfflineScreen } from '../layout/not-saved-offline-screen';
import { PageLayout } from '../layout/page-layout';
import { PageLoading } from '../layout/page-loading';
import { Seo } from '../layout/seo';
import { samePageIn } from '../../common/languages';
import { articleMeta } from '../../common/page-meta';
import { useSiteOrigin } from '../lib/site-origin';
import { isNetworkError } from '../lib/api-client';
import { useTranslator } from '../lib/i18n';

/** /blog/{slug} (SPEC 2, 'Guide page'). */
export function BlogPostPage() {
  const { language, t } = useTranslator();
  const { slug = '' } = useParams();
  const article = useArticle(slug);
  const places = useArticlePlaces(article.data?.id);
  const featuredPlaces = useMemo(() => places.data ?? [], [places.data]);
  const titleId = useId();
  const origin = useSiteOrigin();

  if (article.isPending) {
    return (
      <PageLayout showcase={false}>
        <PageLoading label={t('guides.loadingGuide')} />
      </PageLayout>
    );
  }
  if (article.isError && isNetworkError(article.error)) {
    return <NotSavedOfflineScreen retrying={article.isFetching} onRetry={() => void article.refetch()} />;
  }
  if (article.isError) {
    return (
      <NotFoundScreen
        title={t('guides.notFound.title')}
        description={t('guides.notFound.message')}
        message={t('guides.notFound.message')}
        icon={FileQuestion}
        link={{ to: '/blog', label: t('guides.notFound.browse') }}
      />
    );
  }

  const guide = article.data;
  const shareUrl = origin + samePageIn(language, `/blog/${encodeURIComponent(guide.slug)}`);
  return (
    <PageLayout showcase={false}>
      <Seo {...articleMeta(guide)} image={guide.featuredImageUrl} type="article" />

      <ArticleHero article={guide} titleId={titleId} />

      <Container className="grid grid-cols-1 gap-10 py-10 lg:grid-cols-3 lg:py-14">
        <article aria-labelledby={titleId} className="min-w-0 lg:col-span-2">
          <ArticleBody article={guide} places={featuredPlaces} />
          <FeaturedPlaces places={featuredPlaces} />
        </article>

        <aside aria-label={t('guides.guideSidebar')} className="grid content-start gap-6">
          <ToursWidget limit={3} />
          <WeatherCard />
          <ShareCard url={shareUrl} title={guide.title} />
          <RelatedArticles article={guide} />
        </aside>
      </Container>
    </PageLayout>
  );
}
