import { lazy } from 'react';
import { Link } from 'react-router';
import { PLACE_CATEGORIES } from '../../common/categories';
import { LazyPart } from '../components/ui/lazy-part-boundary';
import { useSocialSettings } from '../features/settings/api';
import { reopenConsentBanner } from '../lib/consent';
import { useTranslator, withElements, type MessageId } from '../lib/i18n';
import { SITE_NAME } from '../../common/site';
import { OSM_COPYRIGHT_URL } from '../lib/site';
import { FooterLanguageLinks } from './language-switcher';
import { LogoMark } from './logo';

interface FooterLink {
  to: string;
  label: MessageId;
}

const QUICK_LINKS: readonly FooterLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/places', label: 'nav.allPlaces' },
  { to: '/events', label: 'nav.whatsOn' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/contact', label: 'nav.contact' },
];

const CATEGORY_LINKS: readonly FooterLink[] = PLACE_CATEGORIES.map((category) => ({
  to: `/places?category=${category}`,
  label: `category.${category}`,
}));

const LEGAL_LINKS: readonly FooterLink[] = [
  { to: '/privacy-policy', label: 'nav.privacyPolicy' },
  { to: '/terms-of-service', label: 'nav.termsOfService' },
  { to: '/cookie-policy', label: 'nav.cookiePolicy' },
];

/** Drawn only when the operator gave a profile: its icons are not in the first load. */
const SocialProfileLinks = lazy(async () => ({
  default: (await import('./social-profile-links')).SocialProfileLinks,
}));

const linkClass = 'rounded-sm text-sea-100 underline-offset-4 hover:text-white hover:underline';

/** The site footer: five columns (SPEC 2, Shared footer), the copyright and the maps data note. */
export function Footer() {
  const { t } = useTranslator();
  const { data: social } = useSocialSettings();
  const anyProfile = social && Object.values(social).some((url) => (url ?? '').trim() !== '');
  const year = new Date().getFullYear();
  return (
    <footer className="bg-sea-900 text-sea-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1.4fr_1fr_1fr] lg:px-8">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg text-white">
            <LogoMark />
            <span dir="ltr" className="font-display text-xl font-bold">
              {SITE_NAME}
            </span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-sea-100">{t('footer.blurb')}</p>
        </div>

        <FooterColumn title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <FooterColumn
          title={t('footer.categories')}
          links={CATEGORY_LINKS}
          listClassName="grid grid-cols-2 gap-x-4 gap-y-2"
        />
        <FooterColumn title={t('footer.legal')} links={LEGAL_LINKS} />

        <div>
          <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">
            {t('footer.connect')}
          </h2>
          {anyProfile && (
            <LazyPart name="social links">
              <SocialProfileLinks settings={social} />
            </LazyPart>
          )}
          <p className="mt-4 text-sm">
            <Link to="/contact" className={linkClass}>
              {t('nav.contactUs')}
            </Link>
          </p>
          <div className="mt-6">
            <FooterLanguageLinks linkClass={linkClass} />
          </div>
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-sea-100 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            {t('footer.copyright', { year })}{' '}
            <button type="button" onClick={reopenConsentBanner} className={`${linkClass} underline`}>
              {t('footer.cookieSettings')}
            </button>
          </p>
          <p>
            {withElements(t('footer.mapData'), [
              (words) => (
                <a
                  href={OSM_COPYRIGHT_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} underline`}
                >
                  {words}
                  <span className="sr-only"> {t('common.newTab')}</span>
                </a>
              ),
            ])}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  links,
  listClassName = 'grid gap-2',
}: {
  title: string;
  links: readonly FooterLink[];
  listClassName?: string;
}) {
  const { t } = useTranslator();
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">{title}</h2>
      <ul className={`mt-4 text-sm ${listClassName}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
