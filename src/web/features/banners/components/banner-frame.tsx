import { useEffect, useRef, useState } from 'react';
import { BANNER_HEIGHT_MESSAGE, bannerDocument, bannerFrameHeight } from '../../../../common/banner-frame';
import { cn } from '../../../lib/cn';

export interface BannerFrameProps {
  /** The affiliate's advert code. */
  awinCode: string;
  /** The frame's accessible name. */
  title: string;
  /** Frame height in px until the advert reports its own. */
  height: number;
  className?: string;
}

/**
 * An advert's code, drawn only inside a sandboxed, opaque-origin srcdoc iframe (no access to the page, its
 * storage or its cookies); links open outside it. The sandbox lets scripts run, but the frame inherits the
 * page's Content Security Policy, which runs only the frame's own height report: an advert's scripts never
 * run. The public pages and the dashboard's preview both draw adverts with this, so the preview is what the
 * site shows.
 */
export function BannerFrame({ awinCode, title, height, className }: BannerFrameProps) {
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

  return (
    <iframe
      ref={frameRef}
      title={title}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      srcDoc={bannerDocument(awinCode)}
      referrerPolicy="no-referrer-when-downgrade"
      loading="lazy"
      height={contentHeight ?? height}
      className={cn('w-full overflow-hidden rounded-xl border border-border bg-card', className)}
    />
  );
}
