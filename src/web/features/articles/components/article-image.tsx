import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

export interface ArticleImageProps {
  src: string | null | undefined;
  /** '' for a decorative image (the guide page hero sits under its own title). */
  alt: string;
  className?: string;
  /** Eager for the guide page hero. */
  priority?: boolean;
}

/** A guide's featured image, or a sea-and-sand placeholder when there is none or it fails to load. */
export function ArticleImage({ src, alt, className, priority = false }: ArticleImageProps) {
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
        <BookOpen className="size-10 opacity-60" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
