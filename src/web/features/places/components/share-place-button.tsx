import { Share2 } from 'lucide-react';
import { samePageIn } from '../../../../common/languages';
import { Button } from '../../../components/ui/button';
import { useTranslator } from '../../../lib/i18n';
import { shareLink } from '../../../lib/share';

/**
 * 'Share': the device's share sheet where there is one, otherwise the link copied with a toast; the link
 * is the place's page in the visitor's language.
 */
export function SharePlaceButton({ name, slug }: { name: string; slug: string }) {
  const { language, t } = useTranslator();
  return (
    <Button
      variant="outline"
      onClick={() =>
        void shareLink(t, {
          title: name,
          url: window.location.origin + samePageIn(language, `/places/${encodeURIComponent(slug)}`),
          kind: 'place',
        })
      }
    >
      <Share2 aria-hidden="true" />
      {t('place.share')}
    </Button>
  );
}
