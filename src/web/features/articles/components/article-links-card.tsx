import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Article } from '../../../../common/schemas/articles';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { useTranslator } from '../../../lib/i18n';
import { articleDate } from '../article-date';

export interface ArticleLinksCardProps {
  title: string;
  articles: Pick<Article, 'id' | 'slug' | 'title' | 'createdAt'>[];
  className?: string;
}

/** A sidebar card listing guides as links to /blog/{slug} ('Recent', 'Related'); nothing when empty. */
export function ArticleLinksCard({ title, articles, className }: ArticleLinksCardProps) {
  const translator = useTranslator();
  if (articles.length === 0) return null;
  return (
    <SidebarCard title={title} landmark="nav" className={className}>
      <ul className="grid gap-1">
        {articles.map((article) => (
          <li key={article.id}>
            <Link
              to={`/blog/${article.slug}`}
              className="group -mx-2 flex items-start gap-2 rounded-lg px-2 py-2 hover:bg-sand-100"
            >
              <ChevronRight
                className="mt-0.5 size-4 shrink-0 text-terracotta-600 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span
                  dir="auto"
                  className="block font-semibold leading-snug text-foreground group-hover:text-sea-700"
                >
                  {article.title}
                </span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  {articleDate(translator, article.createdAt, 'short')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}
