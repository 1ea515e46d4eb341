import { useMemo } from 'react';
import { parseAccordion } from '../../../../common/accordion';
import type { Article } from '../../../../common/schemas/articles';
import type { ArticleInLanguage } from '../../../../common/schemas/translations';
import { LANGUAGES } from '../../../../common/languages';
import type { Place } from '../../../../common/schemas/places';
import { Badge } from '../../../components/ui/badge';
import { InEnglishNote } from '../../../components/in-english-note';
import { MachineTranslationNote } from '../../../components/machine-translation-note';
import { useTranslator } from '../../../lib/i18n';
import { WrittenByNote } from '../../../components/written-by-note';
import { articleWriter } from '../../../../common/written-by';
import { AccordionSections } from './accordion-sections';

type FeaturedPlaceLink = Pick<Place, 'id' | 'slug' | 'name'>;

/** A guide as its page reads it: in another language, with its translation there when one exists. */
type ArticleRead = Article & { inLanguage?: ArticleInLanguage };

/**
 * A guide's text, in the page's language where a translation exists (labelled while it is an unreviewed
 * machine translation), else in English with a note saying so (issue 36); a note when the writer drafted it (an AI model, or the offline writer that only restates
 * our place data) until and after the operator checks it, the italic excerpt, the content and the 'Related Topics'
 * badges. Accordion sections about a featured place link to it.
 */
export function ArticleBody({ article, places }: { article: ArticleRead; places: FeaturedPlaceLink[] }) {
  const { language } = useTranslator();
  const translation = article.inLanguage?.translation;
  // The excerpt is the translation's already (useArticle); the content is swapped here.
  const shown = translation ? { ...article, content: translation.content } : article;
  const textLanguage = translation
    ? { lang: LANGUAGES[language].locale, dir: LANGUAGES[language].dir }
    : { lang: 'en', dir: 'ltr' as const };
  return (
    <>
      {translation ? (
        translation.machine && <MachineTranslationNote className="mb-6" />
      ) : (
        <InEnglishNote text="article" className="mb-6" />
      )}
      <WrittenByNote writer={articleWriter(article)} reviewed={article.reviewed} className="mb-6" />

      <div {...textLanguage}>
        {article.excerpt && (
          <p className="border-l-4 border-terracotta-500 pl-4 font-display text-xl italic leading-relaxed text-foreground/85">
            {article.excerpt}
          </p>
        )}

        <ArticleContent article={shown} places={places} />
      </div>

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
