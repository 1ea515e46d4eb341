import { useId } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_CODES, LANGUAGES, languagePath, type Language } from '../../common/languages';
import { pageAddress } from '../../common/pages';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useTranslator } from '../lib/i18n';

/**
 * The page the visitor is on, in each language: the same path and the query parameters the page reads
 * (pageAddress: as the server drew it, so the links are the same on both sides) under the other prefix. A
 * full page load, as the page's words come with it.
 */
function useLanguageLinks(): { code: Language; href: string }[] {
  // The router's pathname is below the language's prefix.
  const { pathname, search } = useLocation();
  const address = pageAddress(pathname, search);
  return LANGUAGE_CODES.map((code) => ({ code, href: languagePath(code, address) }));
}

function LanguageLink({ code, href, className }: { code: Language; href: string; className: string }) {
  const { language } = useTranslator();
  const { name, locale } = LANGUAGES[code];
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      aria-current={code === language ? 'true' : undefined}
      className={className}
    >
      {name}
    </a>
  );
}

/**
 * The header's language menu: a button with the current language's code ('EN') that opens a popover listing
 * every language by its own name. The browser opens and closes it (a click elsewhere, Escape), before the
 * app has loaded too. It sits under the header's end, where the button is.
 */
export function HeaderLanguageMenu() {
  const { t, language } = useTranslator();
  const links = useLanguageLinks();
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className={buttonClasses({ variant: 'outline', className: 'w-12 px-0 uppercase' })}
      >
        <span aria-hidden="true">{language}</span>
        <span className="sr-only">{t('language.current', { name: LANGUAGES[language].name })}</span>
      </button>
      <div
        id={menuId}
        popover="auto"
        className="fixed inset-auto end-[max(1rem,calc((100vw-80rem)/2+2rem))] top-16 m-0 min-w-40 rounded-xl border border-border bg-card p-1.5 text-foreground shadow-lift"
      >
        <ul className="grid gap-0.5">
          {links.map((link) => (
            <li key={link.code}>
              <LanguageLink
                {...link}
                className="block rounded-lg px-3 py-2 text-sm font-semibold text-foreground hover:bg-sand-100 aria-[current]:bg-sea-50 aria-[current]:text-sea-800"
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The footer's line of languages, each by its own name. */
export function FooterLanguageLinks({ linkClass }: { linkClass: string }) {
  const { t } = useTranslator();
  const links = useLanguageLinks();
  return (
    <nav aria-label={t('language.switcher')}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.code}>
            <LanguageLink
              {...link}
              className={cn(linkClass, 'aria-[current]:font-bold aria-[current]:text-white')}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
