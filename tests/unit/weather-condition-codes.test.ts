import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import type { Language } from '../../src/common/languages';
import { WEATHER_CONDITION_CODES, weatherConditionText } from '../../src/common/weather-conditions';
import { conditionCodeForWords } from '../../src/server/providers/weather/condition-words';
import { offlineWeatherProvider } from '../../src/server/providers/weather/offline';
import { WMO_TABLE } from '../../src/server/providers/weather/open-meteo';
import { CLIMATE_CONDITION_CODES } from '../../src/server/providers/weather/paphos-climate';

const t = (language: Language) => catalogueMessages(language).t;
const [en, el, de, ru, he] = [t('en'), t('el'), t('de'), t('ru'), t('he')];

describe('the weather condition codes', () => {
  it('name every condition of the WMO table and of the climate normals, each its own', () => {
    expect(new Set(WMO_TABLE.map(({ code }) => code)).size).toBe(WMO_TABLE.length);
    const used = new Set([...WMO_TABLE.map(({ code }) => code), ...Object.values(CLIMATE_CONDITION_CODES)]);
    expect([...used].sort()).toEqual([...WEATHER_CONDITION_CODES].sort());
  });

  it("word each code in English as the server's answer does", () => {
    for (const { code, condition } of WMO_TABLE) expect(en(`weather.condition.${code}`)).toBe(condition);
    for (const [words, code] of Object.entries(CLIMATE_CONDITION_CODES)) {
      expect(en(`weather.condition.${code}`)).toBe(words);
    }
  });

  it('read a provider’s words when they are the words of a code, in any case; other words have none', () => {
    expect(conditionCodeForWords('Clear sky')).toBe('clear');
    expect(conditionCodeForWords('light rain')).toBe('lightRain');
    expect(conditionCodeForWords('Thunderstorm with heavy hail')).toBe('thunderstormHeavyHail');
    expect(conditionCodeForWords('Mostly sunny')).toBe('mostlySunny');
    expect(conditionCodeForWords('Broken clouds')).toBeNull();
    expect(conditionCodeForWords('')).toBeNull();
  });
});

describe("the weather card's condition in the page's language", () => {
  it("says the climate normals' stand-in as such: in English exactly the server's words, every month", async () => {
    for (let month = 1; month <= 12; month++) {
      const weather = await offlineWeatherProvider().current(new Date(Date.UTC(2031, month - 1, 15, 12)));
      expect(weather.typicalOfMonth).toBe(month);
      expect(weatherConditionText(weather, en)).toEqual({ text: weather.condition, english: false });
    }
  });

  it('in Greek, German, Russian and Hebrew', async () => {
    const november = await offlineWeatherProvider().current(new Date('2031-11-20T10:00:00Z'));
    expect(weatherConditionText(november, el).text).toBe(
      'Μερικώς νεφελώδης (συνήθης καιρός του Νοεμβρίου· δεν υπάρχουν τρέχοντα δεδομένα)',
    );
    expect(weatherConditionText(november, de).text).toBe(
      'Teilweise bewölkt (typisches Wetter im November; aktuelle Daten nicht verfügbar)',
    );
    expect(weatherConditionText(november, ru).text).toBe(
      'Переменная облачность (обычная погода в ноябре; текущие данные недоступны)',
    );
    expect(weatherConditionText(november, he).text).toBe(
      'מעונן חלקית (מזג אוויר אופייני לחודש נובמבר; אין נתונים עדכניים)',
    );
    const live = { condition: 'Light rain', conditionCode: 'lightRain', typicalOfMonth: null } as const;
    expect(weatherConditionText(live, el)).toEqual({ text: 'Ασθενής βροχή', english: false });
    expect(weatherConditionText(live, he)).toEqual({ text: 'גשם קל', english: false });
  });

  it('shows words without a code as the provider wrote them, in English', () => {
    expect(weatherConditionText({ condition: 'Broken clouds', conditionCode: null }, el)).toEqual({
      text: 'Broken clouds',
      english: true,
    });
    expect(weatherConditionText({ condition: 'Sea breeze' }, he)).toEqual({
      text: 'Sea breeze',
      english: true,
    });
  });
});
