import { useEffect } from 'react';

export interface SeoProps {
  /** The full document title, e.g. pageTitle('Beaches') -> 'Beaches | Paphos Guide'. */
  title: string;
  description?: string;
  /** Absolute or site-relative image URL for og:image / twitter:image. */
  image?: string | null;
  /** Canonical URL of the page; defaults to the current location. */
  url?: string;
  type?: 'website' | 'article';
}

type MetaKey = { attribute: 'name' | 'property'; key: string };

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

/**
 * Sets document.title and the description, Open Graph and Twitter meta tags while mounted; restores
 * the previous values (or removes tags it created) on unmount.
 */
export function Seo({ title, description, image, url, type = 'website' }: SeoProps) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;

    const pageUrl = url ?? window.location.href;
    const imageUrl = image ? absolute(image) : undefined;
    const tags: [MetaKey, string | undefined][] = [
      [{ attribute: 'name', key: 'description' }, description],
      [{ attribute: 'property', key: 'og:title' }, title],
      [{ attribute: 'property', key: 'og:description' }, description],
      [{ attribute: 'property', key: 'og:type' }, type],
      [{ attribute: 'property', key: 'og:url' }, pageUrl],
      [{ attribute: 'property', key: 'og:image' }, imageUrl],
      [{ attribute: 'name', key: 'twitter:card' }, imageUrl ? 'summary_large_image' : 'summary'],
      [{ attribute: 'name', key: 'twitter:title' }, title],
      [{ attribute: 'name', key: 'twitter:description' }, description],
      [{ attribute: 'name', key: 'twitter:image' }, imageUrl],
    ];

    const restores = tags
      .filter((entry): entry is [MetaKey, string] => entry[1] !== undefined && entry[1] !== '')
      .map(([meta, content]) => setMeta(meta, content));

    return () => {
      document.title = previousTitle;
      for (const restore of restores.reverse()) restore();
    };
  }, [title, description, image, url, type]);

  return null;
}

/** Sets one meta tag's content; returns how to undo it. */
function setMeta({ attribute, key }: MetaKey, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element) {
    const previous = element.getAttribute('content');
    element.setAttribute('content', content);
    const existing = element;
    return () => {
      if (previous === null) existing.removeAttribute('content');
      else existing.setAttribute('content', previous);
    };
  }
  element = document.createElement('meta');
  element.setAttribute(attribute, key);
  element.setAttribute('content', content);
  document.head.appendChild(element);
  const created = element;
  return () => created.remove();
}
