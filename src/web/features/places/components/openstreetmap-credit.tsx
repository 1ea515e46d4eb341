import { OSM_COPYRIGHT_URL } from '../../../lib/site';

/**
 * The credit the ODbL asks of a page that shows facts from OpenStreetMap: '© OpenStreetMap contributors',
 * linked to its copyright page.
 */
export function OpenStreetMapCredit() {
  return (
    <p className="text-sm text-stone-600">
      Place data{' '}
      <a
        href={OSM_COPYRIGHT_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-sea-700 underline-offset-4 hover:underline"
      >
        © OpenStreetMap contributors
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
