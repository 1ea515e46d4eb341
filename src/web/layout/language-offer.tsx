import { createRoot } from 'react-dom/client';
import { LANGUAGES, samePageIn, type Language } from '../../common/languages';
import { pageAddress } from '../../common/pages';
import { Button, buttonClasses } from '../components/ui/button';
import { loadTranslator, type Translator } from '../lib/i18n';
import { rememberLanguageSuggested } from '../lib/language-choice';

/**
 * Offers the page in another language (main.tsx calls it on a first visit whose page is not in the first
 * of the browser's languages the site speaks): a small notice in that language, its few words loaded
 * first, beside the app rather than in it. The site never moves the visitor by itself, and offers once.
 */
export async function offerLanguage(language: Language): Promise<void> {
  const translator = await loadTranslator(language, ['later']);
  rememberLanguageSuggested();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <LanguageOffer
      translator={translator}
      onClose={() => {
        root.unmount();
        container.remove();
      }}
    />,
  );
}

/** The page the visitor is on now (they may have moved inside the app since), in `language`. */
function hereIn(language: Language): string {
  const [path = '/', query] = pageAddress(window.location.pathname, window.location.search).split('?', 2);
  return samePageIn(language, path, query ? `?${query}` : '');
}

function LanguageOffer({
  translator: { t, language },
  onClose,
}: {
  translator: Translator;
  onClose: () => void;
}) {
  const { locale, dir } = LANGUAGES[language];
  return (
    <aside
      lang={locale}
      dir={dir}
      aria-label={t('offer.label')}
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-border bg-card p-4 text-sm text-card-foreground shadow-xl"
    >
      <p className="min-w-0 flex-1 basis-48 font-semibold">{t('offer.text')}</p>
      <div className="flex gap-2">
        <a
          href={hereIn(language)}
          hrefLang={locale}
          onClick={(event) => {
            event.currentTarget.href = hereIn(language);
          }}
          className={buttonClasses({ size: 'sm' })}
        >
          {t('offer.link')}
        </a>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('offer.dismiss')}
        </Button>
      </div>
    </aside>
  );
}
