import { Link2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { FacebookIcon, XIcon } from '../../../components/ui/social-icons';
import { useTranslator } from '../../../lib/i18n';
import { copyLink } from '../../../lib/share';

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function twitterShareUrl(url: string, text: string): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

export interface ShareCardProps {
  /** The absolute address of the page to share. */
  url: string;
  /** The text of a post (the guide's title). */
  title: string;
  className?: string;
}

/** Share on Facebook, post on Twitter, or copy the link (then a 'Link copied!' toast). */
export function ShareCard({ url, title, className }: ShareCardProps) {
  const { t } = useTranslator();
  const linkClasses = buttonClasses({ variant: 'outline', className: 'w-full justify-start' });
  return (
    <SidebarCard title={t('guides.share.title')} className={className}>
      <div className="grid gap-2">
        <a href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          <FacebookIcon className="text-[#1877f2]" />
          {t('guides.share.facebook')}
          <span className="sr-only"> {t('common.newTab')}</span>
        </a>
        <a
          href={twitterShareUrl(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClasses}
        >
          <XIcon />
          {t('guides.share.twitter')}
          <span className="sr-only"> {t('common.newTab')}</span>
        </a>
        <Button
          variant="outline"
          className="w-full justify-start"
          onClick={() => void copyLink(t, { url, kind: 'guide' })}
        >
          <Link2 aria-hidden="true" />
          {t('guides.share.copy')}
        </Button>
      </div>
    </SidebarCard>
  );
}
