import { useId, useMemo, useState } from 'react';
import {
  distinctCategories,
  filterArticles,
  GUIDE_LIMITS,
  isFilterActive,
  NO_ARTICLE_FILTER,
  sortNewestFirst,
  type ArticleFilter,
} from '../../common/articles';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { SidebarCard } from '../components/ui/sidebar-card';
import { useArticles } from '../features/articles/api';
import { ARTICLE_CARD_SKELETON, ArticleCard } from '../features/articles/components/article-card';
import { ArticleLinksCard } from '../features/articles/components/article-links-card';
import { ArticleSearch } from '../features/articles/components/article-search';
import { CategoryFilter } from '../features/articles/components/category-filter';
import { ToursWidget } from '../features/tours/components/tours-widget';
import { WeatherCard } from '../features/weather/components/weather-card';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { guidesMeta } from '../../common/translated-meta';
import { useTranslator } from '../lib/i18n';

/** /blog (SPEC 2, 'Guides list'). */
export function BlogPage() {
  const { t } = useTranslator();
  const articles = useArticles();
  const [filter, setFilter] = useState<ArticleFilter>(NO_ARTICLE_FILTER);
  const listHeadingId = useId();

  const sorted = useMemo(() => sortNewestFirst(articles.data ?? []), [articles.data]);
  const categories = useMemo(() => distinctCategories(sorted), [sorted]);
  const shown = useMemo(() => filterArticles(sorted, filter), [sorted, filter]);
  const recent = sorted.slice(0, GUIDE_LIMITS.recent);

  const setCategory = (category: string) => setFilter((current) => ({ ...current, category }));

  return (
    <PageLayout showcase={false}>
      <Seo {...guidesMeta(t)} url="/blog" />

      <section className="bg-gradient-to-b from-sea-800 to-sea-700 py-12 text-white sm:py-16">
        <Container>
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">{t('guides.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{t('guides.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-sea-50">{t('guides.lead')}</p>
          <ArticleSearch
            value={filter.search}
            onChange={(search) => setFilter((current) => ({ ...current, search }))}
            className="mt-8 max-w-xl"
          />
        </Container>
      </section>

      <Container className="grid grid-cols-1 gap-10 py-10 lg:grid-cols-3 lg:py-14">
        <div className="min-w-0 lg:col-span-2">
          {categories.length > 0 && (
            <CategoryFilter
              label={t('guides.filterLabel')}
              categories={categories}
              value={filter.category}
              onChange={setCategory}
              className="mb-8"
            />
          )}

          <section aria-labelledby={listHeadingId}>
            <h2 id={listHeadingId} className="sr-only">
              {t('guides.list')}
            </h2>
            {articles.isPending ? (
              <div className="grid gap-6 md:grid-cols-2">
                <CardSkeletons count={4} label={t('guides.loading')} shape={ARTICLE_CARD_SKELETON} />
              </div>
            ) : articles.isError ? (
              <EmptyState role="alert">{t('guides.loadError')}</EmptyState>
            ) : shown.length === 0 ? (
              <EmptyState role="status">
                {isFilterActive(filter) ? t('guides.noMatch') : t('guides.none')}
              </EmptyState>
            ) : (
              <div className="grid gap-6 md:grid-cols-2">
                {shown.map((article) => (
                  <ArticleCard key={article.id} article={article} headingLevel="h3" />
                ))}
              </div>
            )}
          </section>
        </div>

        <aside aria-label={t('guides.sidebar')} className="grid content-start gap-6">
          {categories.length > 0 && (
            <SidebarCard title={t('guides.categories')}>
              <CategoryFilter
                label={t('guides.categoriesLabel')}
                layout="list"
                categories={categories}
                value={filter.category}
                onChange={setCategory}
              />
            </SidebarCard>
          )}
          <ArticleLinksCard title={t('guides.recent')} articles={recent} />
          <ToursWidget limit={3} />
          <WeatherCard />
        </aside>
      </Container>
    </PageLayout>
  );
}
