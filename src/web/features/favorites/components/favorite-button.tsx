import { Heart } from 'lucide-react';
import { cardPlaceName } from '../../../../common/content-in-language';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth';
import { useTranslator } from '../../../lib/i18n';
import { useToggleFavorite, type FavoritePlace } from '../api';

export interface FavoriteButtonProps {
  /** The place it saves; its name (in the page's language where its source gives one) labels the icon button. */
  place: FavoritePlace & { name: string; nameTranslations?: Record<string, string> };
  /** 'icon' for a round heart button, 'default' for a labelled button. */
  size?: Extract<ButtonSize, 'icon' | 'default' | 'sm'>;
  className?: string;
}

/**
 * The favourite heart, for every visitor (an anonymous visitor's saves stay in this browser until they log
 * in); its room kept while the session is still being read; disabled while an update is pending. Its words are
 * in the 'later' part of the catalogues, which the place page and My Favorites load with their code.
 */
export function FavoriteButton({ place, size = 'icon', className }: FavoriteButtonProps) {
  const { language, t } = useTranslator();
  const { status } = useAuth();
  const { isFavorite, isPending, toggle } = useToggleFavorite(place);
  // While the session is read, the button keeps its room (unseen, out of the accessibility tree and the tab
  // order), so what sits beside it does not move when it shows.
  const reading = status === 'loading';
  const saved = isFavorite && !reading;
  const label = t(saved ? 'favorite.remove' : 'favorite.add');
  const namedLabel = t(saved ? 'favorite.removeNamed' : 'favorite.addNamed', {
    name: cardPlaceName(place, language),
  });
  return (
    <Button
      variant="outline"
      size={size}
      className={cn(reading && 'invisible', saved && 'border-terracotta-600 text-terracotta-700', className)}
      aria-hidden={reading || undefined}
      tabIndex={reading ? -1 : undefined}
      aria-label={size === 'icon' ? namedLabel : undefined}
      title={size === 'icon' ? label : undefined}
      disabled={reading || isPending}
      onClick={toggle}
    >
      <Heart className={cn(saved && 'fill-current')} aria-hidden="true" />
      {size !== 'icon' && label}
    </Button>
  );
}
