/**
 * The one script a banner frame runs besides the advert's own: it tells the page how tall the advert is,
 * so the sandboxed frame (whose document the page cannot read) is sized to its content at every width.
 * The server allows exactly this text by its hash in the Content Security Policy.
 */
export const BANNER_HEIGHT_MESSAGE = 'paphosBannerHeight';

export const BANNER_HEIGHT_SCRIPT =
  "new ResizeObserver(function(){parent.postMessage({paphosBannerHeight:Math.ceil(document.body.getBoundingClientRect().height)},'*')}).observe(document.body);";

/** Wraps the affiliate code in a tiny document whose links open outside the frame. */
export function bannerDocument(awinCode: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><base target="_blank">',
    '<style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}',
    'body{display:flex;flex-direction:column;align-items:center}img{max-width:100%;height:auto}</style>',
    '</head><body>',
    awinCode,
    `<script>${BANNER_HEIGHT_SCRIPT}</script>`,
    '</body></html>',
  ].join('');
}

/** The frame height for a reported content height: at least a line, at most a tall skyscraper. */
export function bannerFrameHeight(reported: unknown): number | null {
  if (typeof reported !== 'number' || !Number.isFinite(reported)) return null;
  return Math.min(800, Math.max(40, Math.ceil(reported)));
}
