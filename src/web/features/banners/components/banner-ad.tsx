import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';
import { usePlaceBanner } from '../api';
import { BannerFrame } from './banner-frame';

export interface BannerAdProps {
  /** The place whose page shows the advert: the server chooses it by the place's whole text. */
  placeSlug: string;
  /** Frame height in px until the advert reports its own. */
  height?: number;
  className?: string;
}

/** The advert the server chose for a place (by keyword, or the default), in its sandboxed frame; else nothing. */
export function BannerAd({ placeSlug, height = 250, className }: BannerAdProps) {
  const { t } = useTranslator();
  const { data } = usePlaceBanner(placeSlug);
  if (!data?.banner) return null;

  return (
    <aside aria-label={t('place.advert')} className={cn('grid gap-1', className)}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t('place.advert')}
      </p>
      <BannerFrame awinCode={data.banner.awinCode} title={t('place.advert')} height={height} />
    </aside>
  );
}
