import { photoPicture } from '../../../../common/photo-sources';
import type { OperatorPhoto } from '../../../../common/schemas/place-photos';
import { cn } from '../../../lib/cn';

/**
 * One of the operator's photos in every size it is kept at: AVIF for browsers that read it, WebP for the
 * rest, each as a srcset the browser picks from by `sizes`.
 */
export function OperatorPhotoPicture({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: OperatorPhoto;
  /** How wide the picture shows, for the browser's choice of size ('100vw' for a full-width hero). */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const picture = photoPicture(photo);
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webpSrcset} sizes={sizes} />
      <img
        src={picture.src}
        srcSet={picture.webpSrcset}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={cn('object-cover', className)}
      />
    </picture>
  );
}
