import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

export interface ImageWithFallbackProps {
  src: string | null | undefined;
  /** '' for a decorative image (one that sits under its own heading). */
  alt: string;
  className?: string;
  /** Eager and fetched first, for images in view as the page opens (a page hero, the first cards). */
  priority?: boolean;
}

/** An image, or a sea-and-sand placeholder with an icon when there is none or it fails to load. */
export function ImageWithFallback({
  src,
  alt,
  className,
  priority = false,
  fallbackIcon: FallbackIcon,
}: ImageWithFallbackProps & { fallbackIcon: LucideIcon }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-sea-100 via-sea-50 to-sand-200 text-sea-700',
          className,
        )}
      >
        <FallbackIcon className="size-10 opacity-60" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
