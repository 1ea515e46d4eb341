import { MapPin } from 'lucide-react';
import { ImageWithFallback, type ImageWithFallbackProps } from '../../../components/ui/image-with-fallback';

/** A place photo, or a placeholder with a map pin when there is none or it fails to load. */
export function PlacePhoto(props: ImageWithFallbackProps) {
  return <ImageWithFallback {...props} fallbackIcon={MapPin} />;
}
