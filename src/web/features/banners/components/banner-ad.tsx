import { useEffect, useMemo, useRef, useState } from 'react';
import { BANNER_HEIGHT_MESSAGE, bannerDocument, bannerFrameHeight } from '../../../../common/banner-frame';
import { cn } from '../../../lib/cn';
import { useBanners } from '../api';
import { chooseBanner } from '../choose-banner';

export interface BannerAdProps {
  /** Words describing the page (a place's category and name, say) matched against banner keywords. */
  keywords: readonly string[];
  /** Frame height in px until the advert reports its own. */
  height?: number;
  className?: string;
}

/**
 * The advert chosen by keyword (or the default). Its code runs only inside a sandboxed, opaque-origin
 * iframe (scripts and popups allowed, no same-origin access), never in the page DOM.
 */
export function BannerAd({ keywords, height = 250, className }: BannerAdProps) {
  const { data: banners } = useBanners();
  const banner = useMemo(() => (banners ? chooseBanner(banners, keywords) : null), [banners, keywords]);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState<number | null>(null);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only this frame's own report counts: the message carries no origin (the frame's is opaque).
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const reported = (event.data as Record<string, unknown> | null)?.[BANNER_HEIGHT_MESSAGE];
      const next = bannerFrameHeight(reported);
      if (next !== null) setContentHeight(next);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!banner) return null;

  return (
    <aside aria-label="Advertisement" className={cn('grid gap-1', className)}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Advertisement</p>
      <iframe
        ref={frameRef}
        title="Advertisement"
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        srcDoc={bannerDocument(banner.awinCode)}
        referrerPolicy="no-referrer-when-downgrade"
        loading="lazy"
        height={contentHeight ?? height}
        className="w-full overflow-hidden rounded-xl border border-border bg-card"
      />
    </aside>
  );
}
