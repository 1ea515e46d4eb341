import { describe, expect, it } from 'vitest';
import { isInPaphosDistrict } from '../../src/common/paphos-district';
import {
  formatPosition,
  parsePosition,
  proposedValueProblem,
  SUGGESTION_MESSAGES,
} from '../../src/common/schemas/suggestions';
import {
  acceptLabel,
  comparedValues,
  decisionTitle,
  suggestedSpotUrl,
  suggestionsParams,
  suggestionsRangeText,
} from '../../src/web/features/suggestions/admin/suggestions-list';

describe('parsePosition', () => {
  it('reads latitude and longitude as map apps copy them', () => {
    expect(parsePosition('34.7554, 32.4067')).toEqual({ latitude: 34.7554, longitude: 32.4067 });
    expect(parsePosition(' 34.7554,32.4067 ')).toEqual({ latitude: 34.7554, longitude: 32.4067 });
    expect(parsePosition('34.7554 32.4067')).toEqual({ latitude: 34.7554, longitude: 32.4067 });
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'near the harbour',
      '34.7554',
      '34.7554, 32.4067, 1',
      '34,7554 32,4067',
      '1e3, 2',
    ]) {
      expect(parsePosition(text), text).toBeNull();
    }
  });
});

describe('formatPosition', () => {
  it('writes at most 6 decimals, without trailing zeros', () => {
    expect(formatPosition(34.7554, 32.4067)).toBe('34.7554, 32.4067');
    expect(formatPosition(34.123456789, 32.5)).toBe('34.123457, 32.5');
  });
});

describe('isInPaphosDistrict', () => {
  it('holds Paphos town, Polis and Kouklia, not Limassol or Nicosia', () => {
    expect(isInPaphosDistrict(34.7554, 32.4067)).toBe(true);
    expect(isInPaphosDistrict(35.0361, 32.4256)).toBe(true);
    expect(isInPaphosDistrict(34.7068, 32.5735)).toBe(true);
    expect(isInPaphosDistrict(34.6786, 33.0413)).toBe(false);
    expect(isInPaphosDistrict(35.1856, 33.3823)).toBe(false);
  });
});

describe('proposedValueProblem', () => {
  it('accepts a value right for its kind', () => {
    expect(proposedValueProblem('hours', 'Mo-Fr 09:00-17:00; Sa 10:00-14:00')).toBeNull();
    expect(proposedValueProblem('position', '34.7554, 32.4067')).toBeNull();
    expect(proposedValueProblem('phone', '+357 26 123456')).toBeNull();
    expect(proposedValueProblem('phone', '(26) 123-456')).toBeNull();
    expect(proposedValueProblem('website', 'https://www.example.cy/menu')).toBeNull();
  });

  it('says what is wrong with one that is not', () => {
    expect(proposedValueProblem('hours', '')).toBe(SUGGESTION_MESSAGES.hoursRequired);
    expect(proposedValueProblem('hours', 'nine to five')).toMatch(/^Opening hours: /);
    expect(proposedValueProblem('position', '34.9171, 33.6290')).toBe(SUGGESTION_MESSAGES.positionOutside);
    expect(proposedValueProblem('phone', '12345')).toBe(SUGGESTION_MESSAGES.phoneFormat);
    expect(proposedValueProblem('phone', '+357 26 123456 789 012')).toBe(SUGGESTION_MESSAGES.phoneFormat);
    expect(proposedValueProblem('website', 'www.example.cy')).toBe(SUGGESTION_MESSAGES.websiteFormat);
    expect(proposedValueProblem('website', 'javascript:alert(1)')).toBe(SUGGESTION_MESSAGES.websiteFormat);
  });
});

describe('the Suggestions tab', () => {
  it('asks for a status, or every status, one page at a time', () => {
    expect(suggestionsParams('new', 0)).toEqual({ status: 'new', limit: 20, offset: 0 });
    expect(suggestionsParams('all', 2)).toEqual({ limit: 20, offset: 40 });
  });

  it('says which suggestions a page shows', () => {
    expect(suggestionsRangeText(0, 0)).toBe('Showing 0 to 0 of 0 suggestions');
    expect(suggestionsRangeText(0, 1)).toBe('Showing 1 to 1 of 1 suggestion');
    expect(suggestionsRangeText(1, 23)).toBe('Showing 21 to 23 of 23 suggestions');
  });

  it('compares what the page shows with the suggestion', () => {
    expect(comparedValues({ kind: 'phone', currentValue: null, proposedValue: '+357 26 123456' })).toEqual({
      now: 'None',
      suggested: '+357 26 123456',
    });
    expect(comparedValues({ kind: 'closed', currentValue: 'published', proposedValue: null })).toEqual({
      now: 'Status published',
      suggested: 'Closed for good',
    });
    expect(comparedValues({ kind: 'other', currentValue: null, proposedValue: null })).toBeNull();
  });

  it('links a suggested position to OpenStreetMap', () => {
    expect(suggestedSpotUrl({ kind: 'position', proposedValue: '34.7554, 32.4067' })).toBe(
      'https://www.openstreetmap.org/?mlat=34.7554&mlon=32.4067#map=18/34.7554/32.4067',
    );
    expect(suggestedSpotUrl({ kind: 'phone', proposedValue: '+357 26 123456' })).toBeNull();
  });

  it("notes 'other' instead of accepting it, and titles each decision's toast", () => {
    expect(acceptLabel('other')).toBe('Mark as noted');
    expect(acceptLabel('hours')).toBe('Accept');
    expect(decisionTitle('hours', 'accept')).toBe('Suggestion accepted');
    expect(decisionTitle('other', 'accept')).toBe('Suggestion noted');
    expect(decisionTitle('other', 'dismiss')).toBe('Suggestion dismissed');
  });
});
