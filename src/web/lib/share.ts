import { toast } from '../components/ui/use-toast';

/** Copies a page's address and says so in a toast; when the clipboard refuses, the toast shows the address. */
export async function copyLink(url: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!', description: `Paste it anywhere to share this ${what}.` });
  } catch {
    toast({
      title: 'Could not copy the link',
      description: `You can copy it from here: ${url}`,
      variant: 'destructive',
    });
  }
}

/**
 * The device's own share sheet where the browser has one (phones), otherwise copy the link. A share the
 * visitor cancels is not an error.
 */
export async function shareLink(share: { title: string; url: string; what: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: share.title, url: share.url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink(share.url, share.what);
    }
    return;
  }
  await copyLink(share.url, share.what);
}
