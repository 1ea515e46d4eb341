import type { ComponentType, SVGProps } from 'react';
import type { SocialLinks } from '../../common/schemas/settings';
import {
  FacebookIcon,
  InstagramIcon,
  PinterestIcon,
  TiktokIcon,
  XIcon,
  YoutubeIcon,
} from '../components/ui/social-icons';

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

/** The footer's icons, only for configured, non-blank URLs. */
export function SocialProfileLinks({ settings }: { settings: SocialLinks }) {
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
