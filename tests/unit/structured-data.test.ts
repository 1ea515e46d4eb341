import { describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES } from '../../src/common/categories';
import {
  absoluteUrl,
  articleJsonLd,
  eventJsonLd,
  type EventFacts,
  PLACE_SCHEMA_TYPES,
  placeJsonLd,
  type PlaceFacts,
} from '../../src/server/modules/seo/structured-data';

const ORIGIN = 'https://paphos.example';

const livePlace: PlaceFacts = {
  slug: 'some-taverna',
  name: 'Some Taverna',
  category: 'restaurant',
  description: null,
  photos: ['/api/places/photos/places/abc/photos/def'],
  latitude: 34.7554,
  longitude: 32.4071,
  approximatePosition: false,
  address: '1 Harbour Road, Kato Paphos',
  phoneNumber: '+357 26 000000',
  website: 'https://taverna.example',
  priceLevel: 2,
  rating: 4.4,
  reviewCount: 321,
  ratingIsSample: false,
};

describe('placeJsonLd', () => {
  it('describes a place from a live source with its rating, price range, phone and website', () => {
    expect(placeJsonLd(livePlace, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Some Taverna',
      description: 'Some Taverna, a restaurant in Paphos, Cyprus.',
      url: 'https://paphos.example/places/some-taverna',
      image: 'https://paphos.example/api/places/photos/places/abc/photos/def',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Harbour Road, Kato Paphos',
        addressRegion: 'Paphos',
        addressCountry: 'CY',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 34.7554, longitude: 32.4071 },
      telephone: '+357 26 000000',
      sameAs: 'https://taverna.example',
      priceRange: '€€',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 321, bestRating: 5 },
    });
  });

  it('gives no coordinates for a pin that is only an estimate', () => {
    expect(placeJsonLd({ ...livePlace, approximatePosition: true }, ORIGIN)).not.toHaveProperty('geo');
  });

  it('never offers a sample rating, or a rating without reviews, as a real one', () => {
    expect(placeJsonLd({ ...livePlace, ratingIsSample: true }, ORIGIN)).not.toHaveProperty('aggregateRating');
    expect(placeJsonLd({ ...livePlace, reviewCount: 0 }, ORIGIN)).not.toHaveProperty('aggregateRating');
    expect(placeJsonLd({ ...livePlace, rating: null }, ORIGIN)).not.toHaveProperty('aggregateRating');
  });

  it('leaves out what the place does not have', () => {
    const bare = placeJsonLd(
      { ...livePlace, photos: [], address: null, phoneNumber: null, website: null, priceLevel: null },
      ORIGIN,
    );
    for (const key of ['image', 'telephone', 'sameAs', 'priceRange']) expect(bare).not.toHaveProperty(key);
    expect(bare.address).toEqual({ '@type': 'PostalAddress', addressRegion: 'Paphos', addressCountry: 'CY' });
  });

  it('has a schema.org type for every category', () => {
    for (const category of PLACE_CATEGORIES) expect(PLACE_SCHEMA_TYPES[category]).toMatch(/^[A-Z][A-Za-z]+$/);
  });
});

describe('articleJsonLd', () => {
  it('gives the headline, dates, image and the site as author and publisher', () => {
    const article = articleJsonLd(
      {
        slug: 'a-guide',
        title: 'A Guide',
        excerpt: null,
        featuredImageUrl: 'https://images.example/a.jpg',
        createdAt: new Date('2026-05-01T08:00:00Z'),
        updatedAt: new Date('2026-06-02T09:30:00Z'),
      },
      ORIGIN,
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'A Guide',
      description: 'A Guide',
      image: 'https://images.example/a.jpg',
      datePublished: '2026-05-01T08:00:00.000Z',
      dateModified: '2026-06-02T09:30:00.000Z',
      author: { '@type': 'Organization', name: 'Paphos Guide', url: 'https://paphos.example/' },
    });
  });
});

describe('absoluteUrl', () => {
  it('puts a site path on the origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl(ORIGIN, '/images/a.svg')).toBe('https://paphos.example/images/a.svg');
    expect(absoluteUrl(ORIGIN, 'images/a.svg')).toBe('https://paphos.example/images/a.svg');
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });
});

describe('eventJsonLd', () => {
  const concert: EventFacts = {
    id: 9,
    name: 'Harbour concert',
    description: 'Rebetiko by the castle.',
    startTime: new Date('2027-07-10T16:30:00.000Z'),
    endTime: new Date('2027-07-10T19:00:00.000Z'),
    venueName: 'Paphos Harbour',
    venueAddress: null,
    imageUrl: null,
    ticketUrl: null,
    isFree: true,
    timeToBeConfirmed: false,
    status: 'published',
  };

  it('says a published event is scheduled and a cancelled one cancelled', () => {
    expect(eventJsonLd(concert, ORIGIN).eventStatus).toBe('https://schema.org/EventScheduled');
    expect(eventJsonLd({ ...concert, status: 'cancelled' }, ORIGIN).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    );
  });
});
