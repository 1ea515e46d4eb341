import { FileQuestion, Sparkles } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { parseAccordion } from '../../common/accordion';
import type { Article } from '../../common/schemas/articles';
import type { Place } from '../../common/schemas/places';
import { Badge } from '../components/ui/badge';
import { Container } from '../components/ui/container';
import { useArticle, useArticlePlaces } from '../features/articles/api';
import { AccordionSections } from '../features/articles/components/accordion-sections';
import { ArticleImage } from '../features/articles/components/article-image';
import { ArticleMeta } from '../features/articles/components/article-meta';
import { RelatedArticles } from '../features/articles/components/related-articles';
import { ShareCard } from '../features/articles/components/share-card';
import { PlaceCard } from '../features/places/components/place-card';
import { ToursWidget } from '../features/tours/components/tours-widget';
import { WeatherCard } from '../features/weather/components/weather-card';
import { NotFoundScreen } from '../layout/not-found-screen';
import { PageLayout } from '../layout/page-layout';
import { PageLoading } from '../layout/page-loading';
import { Seo } from '../layout/seo';
import { pageTitle } from '../lib/site';

/** /blog/{slug} (SPEC 2, 'Guide page'). */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const article = useArticle(slug);

  if (article.isPending) {
    return (
      <PageLayout>
        <PageLoading label="Loading content..." />
      </PageLayout>
    );
  }
  if (article.isError) {
    return (
      <NotFoundScreen
        title="Content Not Found"
        description="This content doesn't exist or has been removed."
        message="This content doesn't exist or has been removed."
        icon={FileQuestion}
        link={{ to: '/blog', label: 'Browse All Content' }}
      />
    );
  }
  return <GuideView article={article.data} />;
}

function GuideView({ article }: { article: Article }) {
  const places = useArticlePlaces(article.id);
  const featuredPlaces = useMemo(() => places.data ?? [], [places.data]);
  const shareUrl = new URL(`/blog/${article.slug}`, window.location.origin).toString();
  const titleId = useId();

  return (
    <PageLayout>
      <Seo
        title={pageTitle(article.title)}
        description={article.excerpt || article.title}
        image={article.featuredImageUrl}
        type="article"
      />

      <GuideHero article={article} titleId={titleId} />

      <Container className="grid gap-10 py-10 lg:grid-cols-3 lg:py-14">
        <article aria-labelledby={titleId} className="min-w-0 lg:col-span-2">
          {article.aiGenerated && (
            <p className="mb-6 flex items-start gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm text-muted-foreground">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-terracotta-600" aria-hidden="true" />
              This guide was written with the help of AI.
            </p>
          )}

          {article.excerpt && (
            <p className="border-l-4 border-terracotta-500 pl-4 font-display text-xl italic leading-relaxed text-foreground/85">
              {article.excerpt}
            </p>
          )}

          <GuideContent article={article} places={featuredPlaces} />

          {article.longtailKeywords.length > 0 && (
            <div className="mt-10 flex flex-wrap items-center gap-2 border-t border-border pt-6">
              <span className="mr-1 text-sm font-semibold text-foreground">Related Topics:</span>
              {article.longtailKeywords.map((keyword) => (
                <Badge key={keyword} variant="outline" className="font-medium">
                  {keyword}
                </Badge>
              ))}
            </div>
          )}

          {featuredPlaces.length > 0 && (
            <FeaturedPlaces>
              {featuredPlaces.map((place) => (
                <PlaceCard key={place.id} place={place} />
              ))}
            </FeaturedPlaces>
          )}
        </article>

        <aside aria-label="Guide sidebar" className="grid content-start gap-6">
          <ToursWidget limit={3} />
          <WeatherCard />
          <ShareCard url={shareUrl} title={article.title} />
          <RelatedArticles article={article} />
        </aside>
      </Container>
    </PageLayout>
  );
}

/** The featured image with the title over it, or a plain sea-blue header. */
function GuideHero({ article, titleId }: { article: Article; titleId: string }) {
  const heading = (
    <>
      {article.category && (
        <Badge variant="accent" className="self-start">
          {article.category}
        </Badge>
      )}
      <h1 id={titleId} className="mt-3 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
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

/** The HTML content, or with useAccordion: the intro, then one section open at a time. */
function GuideContent({ article, places }: { article: Article; places: Place[] }) {
  const accordion = useMemo(
    () => (article.useAccordion ? parseAccordion(article.content, places) : null),
    [article.useAccordion, article.content, places],
  );

  if (!accordion || accordion.sections.length === 0) {
    return (
      <div className="prose-content mt-8 text-lg" dangerouslySetInnerHTML={{ __html: article.content }} />
    );
  }
  return (
    <>
      {accordion.intro && (
        <div className="prose-content mt-8 text-lg" dangerouslySetInnerHTML={{ __html: accordion.intro }} />
      )}
      <AccordionSections sections={accordion.sections} places={places} className="mt-8" />
    </>
  );
}

function FeaturedPlaces({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold text-foreground sm:text-3xl">
        Featured Places
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">{children}</div>
    </section>
  );
}
