import { nicosiaWallClock } from '../../../../common/nicosia-time';
import type { AccessLevel } from '../../../../common/schemas/places';
import { beachFactRows, factsChecked, sourceLink, type FactRow } from '../../../../common/place-facts';
import type { PlaceDetail } from '../../../../common/schemas/places';
import { useTranslator, withElements, type MessageId } from '../../../lib/i18n';
import { DetailSection } from './detail-section';

type FactsOfPlace = Pick<
  PlaceDetail,
  'category' | 'wheelchair' | 'toiletsWheelchair' | 'beachFacts' | 'factsCheckedAt' | 'factsCheckedSource'
>;

const ACCESS_MESSAGES: Record<AccessLevel, MessageId> = {
  yes: 'place.access.yes',
  limited: 'place.access.limited',
  no: 'place.access.no',
};

/** 'Know before you go': a beach's facts, wheelchair access and when and where the facts were last checked. */
export function PlaceFacts({ place }: { place: FactsOfPlace }) {
  const { t } = useTranslator();
  const access = (level: AccessLevel | null) => t(level ? ACCESS_MESSAGES[level] : 'place.access.unknown');
  const beachFacts = place.category === 'beach' ? place.beachFacts : null;
  const checked = factsChecked(place.factsCheckedAt, place.factsCheckedSource, t);
  return (
    <>
      {beachFacts && (
        <DetailSection title={t('place.beachFacts')}>
          <FactList rows={beachFactRows(beachFacts, nicosiaWallClock(new Date()).year, t)} />
          <SourceList sources={beachFacts.sources} />
        </DetailSection>
      )}
      <DetailSection title={t('place.accessibility')}>
        <FactList
          rows={[
            { label: t('place.stepFree'), value: access(place.wheelchair) },
            { label: t('place.accessibleToilet'), value: access(place.toiletsWheelchair) },
          ]}
        />
      </DetailSection>
      {/* Covers every fact on the page (hours, access, beach facts), so it stands apart from the sections. */}
      {checked && (
        <p className="-mt-6 text-sm text-stone-600">
          {checked.text}
          {checked.source && (
            <>
              {' · '}
              {withElements(t('place.factsFrom', { source: checked.source.label }), [
                (label) => <SourceName label={label} href={checked.source!.href} />,
              ])}
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
          <dd className="text-end font-semibold text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SourceList({ sources }: { sources: string[] }) {
  const { t } = useTranslator();
  return (
    <p className="mt-4 text-sm text-stone-600">
      {t('place.sources')}{' '}
      {sources.map((source, index) => (
        <span key={source}>
          {index > 0 && ', '}
          <SourceName {...sourceLink(source)} />
        </span>
      ))}
    </p>
  );
}

function NewTab() {
  const { t } = useTranslator();
  return <span className="sr-only"> {t('common.newTab')}</span>;
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
      <NewTab />
    </a>
  );
}
