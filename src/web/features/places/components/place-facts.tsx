import { nicosiaWallClock } from '../../../../common/nicosia-time';
import {
  accessLabel,
  beachFactRows,
  factsChecked,
  sourceLink,
  type FactRow,
} from '../../../../common/place-facts';
import type { PlaceDetail } from '../../../../common/schemas/places';
import { DetailSection } from './detail-section';

type FactsOfPlace = Pick<
  PlaceDetail,
  'category' | 'wheelchair' | 'toiletsWheelchair' | 'beachFacts' | 'factsCheckedAt' | 'factsCheckedSource'
>;

/** 'Know before you go': a beach's facts, wheelchair access and when and where the facts were last checked. */
export function PlaceFacts({ place }: { place: FactsOfPlace }) {
  const beachFacts = place.category === 'beach' ? place.beachFacts : null;
  const checked = factsChecked(place.factsCheckedAt, place.factsCheckedSource);
  return (
    <>
      {beachFacts && (
        <DetailSection title="Beach facts">
          <FactList rows={beachFactRows(beachFacts, nicosiaWallClock(new Date()).year)} />
          <SourceList sources={beachFacts.sources} />
        </DetailSection>
      )}
      <DetailSection title="Accessibility">
        <FactList
          rows={[
            { label: 'Step-free entrance', value: accessLabel(place.wheelchair) },
            { label: 'Accessible toilet', value: accessLabel(place.toiletsWheelchair) },
          ]}
        />
      </DetailSection>
      {/* Covers every fact on the page (hours, access, beach facts), so it stands apart from the sections. */}
      {checked && (
        <p className="-mt-6 text-sm text-stone-600">
          {checked.text}
          {checked.source && (
            <>
              {' · from '}
              <SourceName {...checked.source} />
            </>
          )}
        </p>
      )}
    </>
  );
}

function FactList({ rows }: { rows: FactRow[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {rows.map((row) => (
        <div
          key={row.label}
          className="flex items-baseline justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 shadow-xs"
        >
          <dt className="font-medium text-stone-600">{row.label}</dt>
          <dd className="text-right font-semibold text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SourceList({ sources }: { sources: string[] }) {
  return (
    <p className="mt-4 text-sm text-stone-600">
      Sources:{' '}
      {sources.map((source, index) => (
        <span key={source}>
          {index > 0 && ', '}
          <SourceName {...sourceLink(source)} />
        </span>
      ))}
    </p>
  );
}

function SourceName({ label, href }: { label: string; href: string | null }) {
  if (!href) return <span>{label}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-sea-700 underline-offset-4 hover:underline"
    >
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
