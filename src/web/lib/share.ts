import { toast } from '../components/ui/use-toast';
import type { Translator } from './i18n';

/** What is shared: its kind names it in the toast ('Paste it anywhere to share this place.'). */
export interface SharedPage {
  title: string;
  url: string;
  kind: 'place' | 'guide';
}

/** Copies a page's address and says so in a toast; when the clipboard refuses, the toast shows the address. */
export async function copyLink(t: Translator['t'], { url, kind }: Omit<SharedPage, 'title'>): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('share.copied'), description: t(`share.hint.${kind}`) });
  } catch {
    toast({
      title: t('share.failed'),
      description: t('share.copyFromHere', { url }),
      variant: 'destructive',
    });
  }
}

/**
 * The device's own share sheet where the browser has one (phones), otherwise copy the link. A share the
 * visitor cancels is not an error.
 */
export async function shareLink(t: Translator['t'], page: SharedPage): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: page.title, url: page.url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink(t, page);
    }
    return;
  }
  await copyLink(t, page);
}
