import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { CATEGORY_PLURALS, PLACE_CATEGORIES } from '../../common/categories';
import type { SocialLinks } from '../../common/schemas/settings';
import {
  FacebookIcon,
  InstagramIcon,
  PinterestIcon,
  TiktokIcon,
  XIcon,
  YoutubeIcon,
} from '../components/ui/social-icons';
import { useSocialSettings } from '../features/settings/api';
import { reopenConsentBanner } from '../lib/consent';
import { SITE_NAME } from '../../common/site';
import { OSM_COPYRIGHT_URL } from '../lib/site';
import { LogoMark } from './logo';

interface FooterLink {
  to: string;
  label: string;
}

const QUICK_LINKS: readonly FooterLink[] = [
  { to: '/', label: 'Home' },
  { to: '/places', label: 'All Places' },
  { to: '/events', label: "What's On" },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

const CATEGORY_LINKS: readonly FooterLink[] = PLACE_CATEGORIES.map((category) => ({
  to: `/places?category=${category}`,
  label: CATEGORY_PLURALS[category],
}));

const LEGAL_LINKS: readonly FooterLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

const SOCIAL_LINKS: {
  key: keyof SocialLinks;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'facebookUrl', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagramUrl', label: 'Instagram', Icon: InstagramIcon },
  { key: 'twitterUrl', label: 'X', Icon: XIcon },
  { key: 'youtubeUrl', label: 'YouTube', Icon: YoutubeIcon },
  { key: 'tiktokUrl', label: 'TikTok', Icon: TiktokIcon },
  { key: 'pinterestUrl', label: 'Pinterest', Icon: PinterestIcon },
];

const linkClass = 'rounded-sm text-sea-100 underline-offset-4 hover:text-white hover:underline';

/** The site footer: five columns (SPEC 2, Shared footer), the copyright and the maps data note. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-sea-900 text-sea-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1.4fr_1fr_1fr] lg:px-8">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg text-white">
            <LogoMark />
            <span className="font-display text-xl font-bold">{SITE_NAME}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-sea-100">
            Your local companion to Paphos, Cyprus: the best beaches, tavernas, ancient sites and hidden
            corners, with events, weather and trusted tours in one place.
          </p>
        </div>

        <FooterColumn title="Quick Links" links={QUICK_LINKS} />
        <FooterColumn
          title="Categories"
          links={CATEGORY_LINKS}
          listClassName="grid grid-cols-2 gap-x-4 gap-y-2"
        />
        <FooterColumn title="Legal" links={LEGAL_LINKS} />

        <div>
          <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">Connect</h2>
          <SocialProfileLinks />
          <p className="mt-4 text-sm">
            <Link to="/contact" className={linkClass}>
              Contact Us
            </Link>
          </p>
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-sea-100 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {SITE_NAME}. All rights reserved.{' '}
            <button type="button" onClick={reopenConsentBanner} className={`${linkClass} underline`}>
              Cookie settings
            </button>
          </p>
          <p>
            Map data ©{' '}
            <a
              href={OSM_COPYRIGHT_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} underline`}
            >
              OpenStreetMap contributors
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            , as are the facts of places taken from OpenStreetMap (their pages say so). Other place facts are
            gathered by our team from official and public sources; photos from a places provider carry its
            credit.
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
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">{title}</h2>
      <ul className={`mt-4 text-sm ${listClassName}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Icons only for configured, non-blank URLs. */
function SocialProfileLinks() {
  const { data: settings } = useSocialSettings();
  if (!settings) return null;
  const links = SOCIAL_LINKS.filter(({ key }) => (settings[key] ?? '').trim() !== '');
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {links.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={settings[key]!.trim()}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
