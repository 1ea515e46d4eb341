import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { useBanners } from '../api';
import { chooseBanner } from '../choose-banner';

export interface BannerAdProps {
  /** Words describing the page (a place's category and name, say) matched against banner keywords. */
  keywords: readonly string[];
  /** Frame height in px; the advert cannot size its sandboxed frame. */
  height?: number;
  className?: string;
}

/** Wraps the affiliate code in a tiny document; links open outside the frame. */
export function bannerDocument(awinCode: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">',
    '<style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}',
    'body{display:flex;justify-content:center;align-items:center;min-height:100vh}img{max-width:100%;height:auto}</style>',
    '</head><body>',
    awinCode,
    '</body></html>',
  ].join('');
}

/**
 * The advert chosen by keyword (or the default). Its code runs only inside a sandboxed, opaque-origin
 * iframe (scripts and popups allowed, no same-origin access), never in the page DOM.
 */
export function BannerAd({ keywords, height = 250, className }: BannerAdProps) {
  const { data: banners } = useBanners();
  const banner = useMemo(() => (banners ? chooseBanner(banners, keywords) : null), [banners, keywords]);
  if (!banner) return null;

  return (
    <aside aria-label="Advertisement" className={cn('grid gap-1', className)}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Advertisement</p>
      <iframe
        title="Advertisement"
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        srcDoc={bannerDocument(banner.awinCode)}
        referrerPolicy="no-referrer-when-downgrade"
        loading="lazy"
        height={height}
        className="w-full overflow-hidden rounded-xl border border-border bg-card"
      />
    </aside>
  );
}
