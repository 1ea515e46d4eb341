import { useTranslator, withElements } from '../../../lib/i18n';
import { OSM_COPYRIGHT_URL } from '../../../lib/site';

/**
 * The credit the ODbL asks of a page that shows facts from OpenStreetMap: '© OpenStreetMap contributors',
 * linked to its copyright page.
 */
export function OpenStreetMapCredit() {
  const { t } = useTranslator();
  return (
    <p className="text-sm text-stone-600">
      {withElements(t('place.osmCredit'), [
        (words) => (
          <a
            href={OSM_COPYRIGHT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-sea-700 underline-offset-4 hover:underline"
          >
            {words}
            <span className="sr-only"> {t('common.newTab')}</span>
          </a>
        ),
      ])}
    </p>
  );
}
