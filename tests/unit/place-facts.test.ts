import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import type { Language } from '../../src/common/languages';
import {
  accessLabel,
  beachFactRows,
  blueFlagLabel,
  factsChecked,
  sourceLink,
  yesNoLabel,
} from '../../src/common/place-facts';
import type { BeachFacts } from '../../src/common/schemas/places';

/** A language's messages, as a page in it reads them. */
const translator = (language: Language) => catalogueMessages(language).t;
const t = translator('en');

const LIST = 'https://cyprus-mail.com/2025/06/24/yeroskipou-beaches (the 2025 list)';

describe('accessLabel', () => {
  it('words each level of wheelchair access', () => {
    expect(accessLabel('yes')).toBe('Yes');
    expect(accessLabel('limited')).toBe('Limited');
    expect(accessLabel('no')).toBe('No');
  });

  it('says an unknown level is not known', () => {
    expect(accessLabel(null)).toBe('Not known');
    expect(accessLabel(undefined)).toBe('Not known');
  });
});

describe('yesNoLabel', () => {
  it('says yes, no or not known', () => {
    expect(yesNoLabel(true)).toBe('Yes');
    expect(yesNoLabel(false)).toBe('No');
    expect(yesNoLabel(null)).toBe('Not known');
  });
});

describe('blueFlagLabel', () => {
  it("gives the year of this season's or last season's list", () => {
    expect(blueFlagLabel({ year: 2026, source: LIST }, 2026, t)).toBe('Yes, 2026');
    expect(blueFlagLabel({ year: 2025, source: LIST }, 2026, t)).toBe('Yes, 2025');
  });

  it('never lets an old award read as a current one', () => {
    expect(blueFlagLabel({ year: 2016, source: LIST }, 2026, t)).toBe('Listed in 2016; no newer list found');
  });

  it('says not known without a list', () => {
    expect(blueFlagLabel(null, 2026, t)).toBe('Not known');
  });
});

describe('beachFactRows', () => {
  const facts: BeachFacts = {
    blueFlag: { year: 2025, source: LIST },
    lifeguardSeason: 'May to October',
    surface: 'sand and pebble',
    sunbeds: true,
    showers: false,
    toilets: null,
    shade: true,
    sources: [LIST],
  };

  it('lists every fact in order, unknown ones as not known', () => {
    expect(beachFactRows(facts, 2026, t)).toEqual([
      { label: 'Blue Flag', value: 'Yes, 2025' },
      { label: 'Surface', value: 'Sand and pebbles' },
      { label: 'Lifeguards', value: 'May to October' },
      { label: 'Sunbeds', value: 'Yes' },
      { label: 'Showers', value: 'No' },
      { label: 'Toilets', value: 'Not known' },
      { label: 'Shade', value: 'Yes' },
    ]);
  });

  it('says the surface and the lifeguards are not known when no source gives them', () => {
    const rows = beachFactRows({ ...facts, surface: null, lifeguardSeason: null }, 2026, t);
    expect(rows.find((row) => row.label === 'Surface')?.value).toBe('Not known');
    expect(rows.find((row) => row.label === 'Lifeguards')?.value).toBe('Not known');
  });

  it("words the facts in the page's language, the bundled guide's lifeguard note too", () => {
    const greek = translator('el');
    const hebrew = translator('he');
    const bundled = { ...facts, lifeguardSeason: 'Yes (season not given)' };
    expect(beachFactRows(bundled, 2026, greek).slice(0, 4)).toEqual([
      { label: 'Γαλάζια Σημαία', value: 'Ναι, 2025' },
      { label: 'Επιφάνεια', value: 'Άμμος και βότσαλο' },
      { label: 'Ναυαγοσώστες', value: 'Ναι (η περίοδος δεν αναφέρεται)' },
      { label: 'Ξαπλώστρες', value: 'Ναι' },
    ]);
    expect(beachFactRows({ ...bundled, blueFlag: { year: 2016, source: LIST } }, 2026, hebrew)[0]).toEqual({
      label: 'דגל כחול',
      value: 'ברשימה של 2016; לא נמצאה רשימה חדשה יותר',
    });
    expect(factsChecked('2026-03-12T00:00:00.000Z', null, translator('de'))?.text).toBe(
      'Fakten zuletzt geprüft am 12. März 2026',
    );
  });
});

describe('sourceLink', () => {
  it("names a web page by its site, without 'www.', and links to the page", () => {
    expect(sourceLink('https://www.visitcyprus.com/de/page/69 (gives the opening hours)')).toEqual({
      label: 'visitcyprus.com',
      href: 'https://www.visitcyprus.com/de/page/69',
    });
  });

  it('keeps a named source as it is written, without a link', () => {
    expect(sourceLink('OpenStreetMap')).toEqual({ label: 'OpenStreetMap', href: null });
  });
});

describe('factsChecked', () => {
  it('gives the day the facts were checked and where from', () => {
    expect(factsChecked('2026-03-12T00:00:00.000Z', 'https://www.paphoslife.com/blog/x', t)).toEqual({
      text: 'Facts last checked 12 March 2026',
      source: { label: 'paphoslife.com', href: 'https://www.paphoslife.com/blog/x' },
    });
  });

  it('gives the day alone when the source is not known', () => {
    expect(factsChecked('2026-03-12T00:00:00.000Z', null, t)).toEqual({
      text: 'Facts last checked 12 March 2026',
      source: null,
    });
  });

  it('says nothing for facts never checked', () => {
    expect(factsChecked(null, 'OpenStreetMap', t)).toBeNull();
  });
});
