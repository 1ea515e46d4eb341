import { MapPin } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { priceLevelSymbols } from '../../../../common/price-level';
import type { OperatorPhoto } from '../../../../common/schemas/place-photos';
import type { PhotoCredit, Place } from '../../../../common/schemas/places';
import { Badge } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { useTranslator } from '../../../lib/i18n';
import { OperatorPhotoPicture } from './operator-photo-picture';
import { PlacePhoto } from './place-photo';
import { Rating } from '../../../components/ui/rating';

export interface PlaceHeroProps {
  place: Pick<
    Place,
    | 'name'
    | 'category'
    | 'address'
    | 'rating'
    | 'reviewCount'
    | 'ratingIsSample'
    | 'priceLevel'
    | 'photos'
    | 'photoCredits'
  > & {
    /** The operator's own photos (the place page has them): the first wins, in every size it is kept at. */
    operatorPhotos?: OperatorPhoto[];
  };
  /** A control beside the name (the favourite button). */
  action?: ReactNode;
}

/** The photographers and the service a provider's photo comes from, as the provider requires them shown. */
function PhotoCreditLine({ credit }: { credit: PhotoCredit }) {
  const { t } = useTranslator();
  return (
    <p className="mt-6 text-xs text-sea-100">
      {t('place.photo')}{' '}
      {credit.authors.map((author, index) => (
        <Fragment key={`${author.name}-${index}`}>
          {index > 0 && ', '}
          {author.url ? (
            <a
              href={author.url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2"
            >
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </Fragment>
      ))}
      {credit.authors.length > 0 && ' · '}
      {credit.provider}
    </p>
  );
}

/**
 * The top of a place page: the first photo behind the category, name, address, rating and price level, and,
 * for a photo from the places provider, its credit line.
 */
export function PlaceHero({ place, action }: PlaceHeroProps) {
  const { t } = useTranslator();
  const photo = place.photos[0];
  const own = place.operatorPhotos?.[0];
  const credit = photo ? place.photoCredits.find((candidate) => candidate.photo === photo) : undefined;
  const price = priceLevelSymbols(place.priceLevel);
  return (
    <section
      className={
        photo
          ? 'relative isolate flex min-h-[320px] items-end overflow-hidden bg-sea-900 sm:min-h-[420px]'
          : 'bg-gradient-to-b from-sea-800 to-sea-700'
      }
    >
      {photo && (
        <>
          {own ? (
            <OperatorPhotoPicture
              photo={own}
              sizes="100vw"
              priority
              className="absolute inset-0 -z-10 size-full"
            />
          ) : (
            <PlacePhoto src={photo} alt="" priority className="absolute inset-0 -z-10 size-full" />
          )}
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-900/95 via-sea-900/60 to-sea-900/10"
          />
        </>
      )}
      <Container className="py-8 text-white sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0 max-w-3xl">
            <Badge variant="accent">{t(`place.category.${place.category}`)}</Badge>
            <h1 className="mt-3 break-words text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
              <span dir="ltr">{place.name}</span>
            </h1>
            {place.address && (
              <p className="mt-3 flex items-start gap-1.5 text-sea-50">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span dir="ltr">{place.address}</span>
              </p>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
              <span className="rounded-full bg-white px-3 py-1">
                <Rating rating={place.rating} reviewCount={place.reviewCount} sample={place.ratingIsSample} />
              </span>
              {price && (
                <span className="rounded-full bg-white px-3 py-1 text-sm font-bold tracking-wider text-olive-700">
                  <span className="sr-only">{t('place.priceLevel')} </span>
                  {price}
                </span>
              )}
            </div>
            {place.ratingIsSample && <p className="mt-2 text-xs text-sea-100">{t('place.sampleRating')}</p>}
          </div>
          {action}
        </div>
        {own?.credit && (
          <p className="mt-6 text-xs text-sea-100">
            {t('place.photo')} {own.credit}
          </p>
        )}
        {!own && credit && <PhotoCreditLine credit={credit} />}
      </Container>
    </section>
  );
}
