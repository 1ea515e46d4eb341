import { useMemo } from 'react';
import { parseAccordion } from '../../../../common/accordion';
import type { Article } from '../../../../common/schemas/articles';
import type { Place } from '../../../../common/schemas/places';
import { Badge } from '../../../components/ui/badge';
import { WrittenByNote } from '../../../components/written-by-note';
import { articleWriter } from '../../../../common/written-by';
import { AccordionSections } from './accordion-sections';

type FeaturedPlaceLink = Pick<Place, 'id' | 'slug' | 'name'>;

/**
 * A guide's text: a note when the writer drafted it (an AI model, or the offline writer that only restates
 * our place data) until and after the operator checks it, the italic excerpt, the content and the 'Related Topics'
 * badges. Accordion sections about a featured place link to it.
 */
export function ArticleBody({ article, places }: { article: Article; places: FeaturedPlaceLink[] }) {
  return (
    <>
      <WrittenByNote writer={articleWriter(article)} reviewed={article.reviewed} className="mb-6" />

      {article.excerpt && (
        <p className="border-l-4 border-terracotta-500 pl-4 font-display text-xl italic leading-relaxed text-foreground/85">
          {article.excerpt}
        </p>
      )}

      <ArticleContent article={article} places={places} />

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
    </>
  );
}

/** The HTML content, or with useAccordion: the intro, then one section open at a time. */
function ArticleContent({ article, places }: { article: Article; places: FeaturedPlaceLink[] }) {
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
