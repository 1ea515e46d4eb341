import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Article } from '../../../../common/schemas/articles';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import type { CardSkeletonShape } from '../../../components/ui/card-skeleton';
import { cn } from '../../../lib/cn';
import { useTranslator, withElements } from '../../../lib/i18n';
import { guideCategoryLabel } from '../guide-category';
import { ArticleImage } from './article-image';
import { ArticleMeta } from './article-meta';

export type ArticleCardArticle = Pick<
  Article,
  'slug' | 'title' | 'excerpt' | 'category' | 'featuredImageUrl' | 'createdAt' | 'content'
>;

export interface ArticleCardProps {
  article: ArticleCardArticle;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * A guide in the list: featured image, category, title, 'MMM d, yyyy', reading time, excerpt and
 * 'Read More'. The whole card links to /blog/{slug}.
 */
export function ArticleCard({ article, headingLevel = 'h2', className }: ArticleCardProps) {
  const { t } = useTranslator();
  const href = `/blog/${article.slug}`;
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow ' +
          'focus-within:shadow-lift hover:shadow-lift',
        className,
      )}
    >
      <div className="aspect-[3/2] overflow-hidden bg-sand-100">
        <ArticleImage
          src={article.featuredImageUrl}
          alt={article.title}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {article.category && (
          <div>
            <Badge variant="secondary">{guideCategoryLabel(t, article.category)}</Badge>
          </div>
        )}
        {/* A guide's own words are in the language it was written in: 'auto' lays them out by their script. */}
        <Heading dir="auto" className="text-xl font-bold leading-snug text-foreground">
          <Link
            to={href}
            className={
              "after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-sea-700 " +
              'focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-ring'
            }
          >
            {article.title}
          </Link>
        </Heading>
        <ArticleMeta
          createdAt={article.createdAt}
          content={article.content}
          dateStyle="short"
          className="text-muted-foreground"
        />
        {article.excerpt && (
          <p dir="auto" className="line-clamp-3 text-foreground/85">
            {article.excerpt}
          </p>
        )}
        <div className="mt-auto pt-2">
          <Link
            to={href}
            tabIndex={-1}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'relative z-10' })}
          >
            <span>
              {withElements(t('guides.readMore', { title: article.title }), [
                (words) => <span className="sr-only">{words}</span>,
              ])}
            </span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The loading shape of an ArticleCard. */
export const ARTICLE_CARD_SKELETON: CardSkeletonShape = {
  image: 'aspect-[3/2]',
  lines: [
    'h-5 w-24 rounded-full',
    'h-6 w-4/5',
    'h-4 w-1/2',
    'h-4 w-full',
    'h-4 w-2/3',
    'mt-2 h-9 w-32 rounded-full',
  ],
};
