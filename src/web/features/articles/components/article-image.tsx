import { BookOpen } from 'lucide-react';
import { ImageWithFallback, type ImageWithFallbackProps } from '../../../components/ui/image-with-fallback';

/** A guide's featured image, or a placeholder with a book when there is none or it fails to load. */
export function ArticleImage(props: ImageWithFallbackProps) {
  return <ImageWithFallback {...props} fallbackIcon={BookOpen} />;
}
