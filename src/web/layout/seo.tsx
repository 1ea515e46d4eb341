import { useEffect } from 'react';
import { samePageIn, type Language } from '../../common/languages';
import { useTranslator } from '../lib/i18n';

export interface SeoProps {
  /** The full document title, e.g. pageTitle('Beaches') -> 'Beaches | Paphos Guide'. */
  title: string;
  description?: string;
  /** Absolute or site-relative image URL for og:image / twitter:image. */
  image?: string | null;
  /**
   * Canonical URL of the page, absolute or site-relative as in English ('/events', the page's language's
   * prefix is added); defaults to the current address without its query.
   */
  url?: string;
  type?: 'website' | 'article';
  /** Kept out of search results. */
  noindex?: boolean;
}

type MetaKey = { attribute: 'name' | 'property'; key: string };

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

/** A site-relative address as in English ('/events?when=today') at the page's language's prefix. */
function inLanguage(language: Language, address: string): string {
  if (!address.startsWith('/')) return address;
  const [path = '/', query] = address.split('?', 2);
  return samePageIn(language, path, query ? `?${query}` : '');
}

/**
 * Sets document.title, the canonical link and the description, robots, Open Graph and Twitter meta tags
 * while mounted; restores the previous values (or removes tags it created) on unmount. The server wrote
 * the first page's tags and JSON-LD into the HTML; the JSON-LD of a page the visitor has left is removed.
 */
export function Seo({ title, description, image, url, type = 'website', noindex = false }: SeoProps) {
  const { language } = useTranslator();
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    for (const block of document.head.querySelectorAll('script[type="application/ld+json"][data-page]')) {
      if (block.getAttribute('data-page') !== window.location.pathname) block.remove();
    }

    const pageUrl = absolute(url ? inLanguage(language, url) : window.location.pathname);
    const imageUrl = image ? absolute(image) : undefined;
    const tags: [MetaKey, string | undefined][] = [
      [{ attribute: 'name', key: 'description' }, description],
      [{ attribute: 'name', key: 'robots' }, noindex ? 'noindex' : undefined],
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

    // A tag this page has no value for is removed: the server may have written one for the first page.
    const restores = tags.map(([meta, content]) =>
      content
        ? setMeta(meta, content)
        : withoutElement(document.head.querySelector(`meta[${meta.attribute}="${meta.key}"]`)),
    );
    restores.push(setCanonical(pageUrl));

    return () => {
      document.title = previousTitle;
      for (const restore of restores.reverse()) restore();
    };
  }, [title, description, image, url, type, noindex, language]);

  return null;
}

/** Removes an element written for another page; returns how to put it back. */
function withoutElement(element: Element | null): () => void {
  if (!element) return () => undefined;
  const parent = element.parentNode;
  element.remove();
  return () => parent?.appendChild(element);
}

function setCanonical(href: string): () => void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link) {
    const previous = link.getAttribute('href');
    link.setAttribute('href', href);
    const existing = link;
    return () => (previous === null ? existing.remove() : existing.setAttribute('href', previous));
  }
  link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  document.head.appendChild(link);
  const created = link;
  return () => created.remove();
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
