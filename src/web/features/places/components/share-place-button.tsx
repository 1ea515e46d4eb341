import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTranslator } from '../../../lib/i18n';
import { shareLink } from '../../../lib/share';

/** 'Share': the device's share sheet where there is one, otherwise the link copied with a toast. */
export function SharePlaceButton({ name, slug }: { name: string; slug: string }) {
  const { t } = useTranslator();
  return (
    <Button
      variant="outline"
      onClick={() =>
        void shareLink({ title: name, url: `${window.location.origin}/places/${slug}`, what: 'place' })
      }
    >
      <Share2 aria-hidden="true" />
      {t('place.share')}
    </Button>
  );
}
