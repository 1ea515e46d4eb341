import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import { FILTER_PANEL_CATEGORIES, PLACE_CATEGORIES } from '../../src/common/categories';
import { META_DESCRIPTION_MAX, placeDescription, truncateText } from '../../src/common/page-meta';
import { placesMeta } from '../../src/common/translated-meta';
import {
  categoryOptions,
  directionsUrl,
  googleMapsUrl,
  telHref,
} from '../../src/web/features/places/places-page';
import { DEFAULT_FILTERS } from '../../src/common/filter-state';
import {
  categoryFromParam,
  filterParams,
  filtersFromParams,
  MAX_PAGES,
  pagesFromParam,
  placesViewFromParam,
  sortOrderFromParam,
} from '../../src/web/features/places/places-address';

/** The English catalogue's messages, as the list page reads them. */
const t = catalogueMessages('en').t;
const placesHeading = (category: string) => t('places.heading', { category });
const placesMapLabel = (category: string) => t('places.mapLabel', { category });
const placesTitle = (category: (typeof PLACE_CATEGORIES)[number] | 'all') => placesMeta(t, category).title;
const placesDescription = (category: (typeof PLACE_CATEGORIES)[number] | 'all') =>
  placesMeta(t, category).description;

describe('categoryFromParam', () => {
  it('accepts each of the ten categories', () => {
    for (const category of PLACE_CATEGORIES) expect(categoryFromParam(category)).toBe(category);
  });

  it('treats a missing, empty or unknown value as all', () => {
    expect(categoryFromParam(null)).toBe('all');
    expect(categoryFromParam(undefined)).toBe('all');
    expect(categoryFromParam('')).toBe('all');
    expect(categoryFromParam('casino')).toBe('all');
    expect(categoryFromParam('Restaurant')).toBe('all');
  });
});

describe('placesMapLabel', () => {
  it('names the map after what it shows, with Paphos capitalised', () => {
    expect(placesMapLabel('all')).toBe('Map of all places in Paphos');
    expect(placesMapLabel('beach')).toBe('Map of beaches in Paphos');
    expect(placesMapLabel('cafe')).toBe('Map of cafés in Paphos');
  });
});

describe('placesHeading', () => {
  it("reads 'All Places in Paphos' without a category", () => {
    expect(placesHeading('all')).toBe('All Places in Paphos');
  });

  it('uses the plural label of the category', () => {
    expect(placesHeading('restaurant')).toBe('Explore Restaurants');
    expect(placesHeading('beach')).toBe('Explore Beaches');
    expect(placesHeading('cafe')).toBe('Explore Cafés');
  });

  it('reads right for spa, shopping and entertainment', () => {
    expect(placesHeading('spa')).toBe('Explore Spas');
    expect(placesHeading('shopping')).toBe('Explore Shopping');
    expect(placesHeading('entertainment')).toBe('Explore Entertainment');
  });
});

describe('placesTitle and placesDescription', () => {
  it('differ by category, including spa, shopping and entertainment', () => {
    const titles = new Set([...PLACE_CATEGORIES, 'all' as const].map(placesTitle));
    expect(titles.size).toBe(11);
    expect(placesTitle('shopping')).toBe('Best Shopping in Paphos, Cyprus | Paphos Guide');
    expect(placesTitle('all')).toBe('All Places in Paphos | Paphos Guide');
    expect(placesDescription('entertainment')).toContain('the best entertainment in Paphos');
    expect(placesDescription('spa')).toContain('the best spas in Paphos');
  });

  it('keep descriptions within the meta description limit', () => {
    for (const category of [...PLACE_CATEGORIES, 'all' as const]) {
      expect(placesDescription(category).length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
  });
});

describe('the count of places found', () => {
  it('counts places, singular for one', () => {
    expect([0, 1, 12].map((count) => t('places.found', { count }))).toEqual([
      '0 places found',
      '1 place found',
      '12 places found',
    ]);
  });

  it('names the search text when there is one', () => {
    expect(t('places.foundFor', { count: 3, query: 'meze' })).toBe('3 places found for "meze"');
    expect(t('places.foundFor', { count: 1, query: 'meze' })).toBe('1 place found for "meze"');
  });
});

describe('categoryOptions', () => {
  it('offers all plus the seven panel categories', () => {
    expect(categoryOptions('all')).toEqual(['all', ...FILTER_PANEL_CATEGORIES]);
    expect(categoryOptions('beach')).toEqual(['all', ...FILTER_PANEL_CATEGORIES]);
  });

  it('keeps a preselected category the panel does not list', () => {
    expect(categoryOptions('spa')).toEqual(['all', ...FILTER_PANEL_CATEGORIES, 'spa']);
    expect(categoryOptions('entertainment')).toContain('entertainment');
  });
});

describe('placeDescription', () => {
  it("is the place's description when it has one", () => {
    expect(placeDescription({ name: 'Lara Bay', category: 'beach', description: 'Turtles nest here.' })).toBe(
      'Turtles nest here.',
    );
  });

  it('names the place and its category when it has none', () => {
    expect(placeDescription({ name: 'Lara Bay', category: 'beach', description: null })).toBe(
      'Lara Bay, a beach in Paphos, Cyprus.',
    );
  });
});

describe('googleMapsUrl', () => {
  it('searches by encoded name and coordinates', () => {
    expect(googleMapsUrl('Tomb of the Kings & Co', 34.7754, 32.4078)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Tomb%20of%20the%20Kings%20%26%20Co%2034.7754,32.4078',
    );
  });
});

describe('directionsUrl', () => {
  const place = {
    name: 'Paphos Castle',
    address: 'Paphos Harbour, Kato Paphos',
    latitude: 34.7536,
    longitude: 32.4063,
    approximatePosition: false,
  };

  it("asks for directions to the place's coordinates", () => {
    expect(directionsUrl(place)).toBe('https://www.google.com/maps/dir/?api=1&destination=34.7536,32.4063');
  });

  it('asks for the name and address instead where the pin is only an estimate', () => {
    expect(directionsUrl({ ...place, approximatePosition: true })).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Paphos Castle, Paphos Harbour, Kato Paphos, Cyprus')}`,
    );
    expect(directionsUrl({ ...place, address: null, approximatePosition: true })).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Paphos Castle, Cyprus')}`,
    );
  });
});

describe('truncateText', () => {
  it('leaves short text alone, collapsing whitespace', () => {
    expect(truncateText('  A   short\ntext ')).toBe('A short text');
  });

  it('cuts long text to at most 155 characters at a word boundary', () => {
    const long = 'word '.repeat(100);
    const cut = truncateText(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts text without spaces hard', () => {
    const cut = truncateText('x'.repeat(400));
    expect(cut).toHaveLength(155);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('keeps text of exactly the limit', () => {
    const exact = 'y'.repeat(155);
    expect(truncateText(exact)).toBe(exact);
  });
});

describe('telHref', () => {
  it('keeps a leading plus and the digits', () => {
    expect(telHref('+357 26 934256')).toBe('tel:+35726934256');
    expect(telHref('26 (93) 4256')).toBe('tel:26934256');
  });
});

describe('paging /places', () => {
  it('reads how many pages of cards the address shows: a whole number, at most MAX_PAGES, else 1', () => {
    expect(pagesFromParam(null)).toBe(1);
    expect(pagesFromParam('3')).toBe(3);
    expect(pagesFromParam(String(MAX_PAGES + 1))).toBe(MAX_PAGES);
    for (const value of ['', '0', '-2', '2.5', 'two']) expect(pagesFromParam(value)).toBe(1);
  });

  it('says how many of how many places are shown', () => {
    expect(t('places.shown', { shown: 12, total: 74 })).toBe('Showing 12 of 74 places');
    expect(t('places.shown', { shown: 1, total: 1 })).toBe('Showing 1 of 1 place');
  });
});

describe('placesViewFromParam', () => {
  it("is the map only for 'map'", () => {
    expect(placesViewFromParam('map')).toBe('map');
    for (const value of [null, '', 'list', 'MAP', 'grid']) expect(placesViewFromParam(value)).toBe('list');
  });
});

describe('sortOrderFromParam', () => {
  it('reads the four orders; anything else is the recommended one', () => {
    for (const order of ['recommended', 'distance', 'rating', 'name'] as const) {
      expect(sortOrderFromParam(order)).toBe(order);
    }
    for (const value of [null, '', 'newest', 'Name']) expect(sortOrderFromParam(value)).toBe('recommended');
  });
});

describe('filtersFromParams and filterParams', () => {
  it('reads every filter from short parameters and leaves unknown values out', () => {
    expect(
      filtersFromParams(
        new URLSearchParams(
          'category=beach&rating=4.5&within=5&price=luxury,budget,cheap&amenities=parking,wifi,pool' +
            '&open=now&access=step-free&beach=sand,blue-flag,pebbles',
        ),
      ),
    ).toEqual({
      category: 'beach',
      minRating: 4.5,
      maxDistance: 5,
      priceRange: ['budget', 'luxury'],
      amenities: ['wifi', 'parking'],
      openNow: true,
      stepFree: true,
      beach: ['blue-flag', 'sand'],
    });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });

  it('takes only values the sliders could have chosen', () => {
    for (const rating of ['4.3', '6', '-1', 'high', '']) {
      expect(filtersFromParams(new URLSearchParams({ rating })).minRating).toBe(0);
    }
    for (const within of ['0', '2.5', '51', 'near']) {
      expect(filtersFromParams(new URLSearchParams({ within })).maxDistance).toBe(50);
    }
    expect(filtersFromParams(new URLSearchParams('rating=3&within=1')).minRating).toBe(3);
    expect(filtersFromParams(new URLSearchParams('within=1')).maxDistance).toBe(1);
  });

  it('writes them back in the lists’ own order, each left out (null) at its default', () => {
    expect(filterParams(DEFAULT_FILTERS)).toEqual({
      category: null,
      rating: null,
      within: null,
      price: null,
      amenities: null,
      open: null,
      access: null,
      beach: null,
    });
    const chosen = {
      category: 'bar' as const,
      minRating: 3.5,
      maxDistance: 12,
      priceRange: ['upscale' as const, 'budget' as const],
      amenities: ['parking' as const, 'wifi' as const],
      openNow: true,
      stepFree: true,
      beach: ['lifeguards' as const, 'sand' as const],
    };
    const params = filterParams(chosen);
    expect(params).toEqual({
      category: 'bar',
      rating: '3.5',
      within: '12',
      price: 'budget,upscale',
      amenities: 'wifi,parking',
      open: 'now',
      access: 'step-free',
      beach: 'sand,lifeguards',
    });
    const address = new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    expect(filtersFromParams(address)).toEqual({
      ...chosen,
      priceRange: ['budget', 'upscale'],
      amenities: ['wifi', 'parking'],
      beach: ['sand', 'lifeguards'],
    });
  });
});
