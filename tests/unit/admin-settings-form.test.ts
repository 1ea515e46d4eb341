import { describe, expect, it } from 'vitest';
import { settingsBodySchema } from '../../src/common/schemas/settings';
import {
  postsPerDayFromInput,
  SETTINGS_FIELDS,
  settingsBody,
  settingsFormValues,
} from '../../src/web/features/settings/admin/settings-form';

describe('postsPerDayFromInput', () => {
  it('reads a number', () => {
    expect(postsPerDayFromInput('0')).toBe(0);
    expect(postsPerDayFromInput('3')).toBe(3);
    expect(postsPerDayFromInput(' 10 ')).toBe(10);
  });

  it('turns what is not a number into 0', () => {
    expect(postsPerDayFromInput('')).toBe(0);
    expect(postsPerDayFromInput('   ')).toBe(0);
    expect(postsPerDayFromInput('three')).toBe(0);
  });

  it('keeps a number out of range as typed, for the server to refuse with its message', () => {
    expect(postsPerDayFromInput('11')).toBe(11);
    expect(postsPerDayFromInput('-1')).toBe(-1);
    expect(postsPerDayFromInput('2.5')).toBe(2.5);
  });
});

describe('settingsFormValues and settingsBody', () => {
  const saved = {
    pinterestPostsPerDay: 3,
    facebookUrl: 'https://www.facebook.com/paphos',
    instagramUrl: null,
    twitterUrl: null,
    youtubeUrl: null,
    tiktokUrl: null,
    pinterestUrl: null,
    googleAnalyticsId: null,
    contactEmail: 'hello@example.com',
    privacyEmail: null,
    legalEmail: null,
  };

  it('shows settings that are not configured as blank fields', () => {
    expect(settingsFormValues(saved)).toEqual({
      pinterestPostsPerDay: '3',
      facebookUrl: 'https://www.facebook.com/paphos',
      instagramUrl: '',
      twitterUrl: '',
      youtubeUrl: '',
      tiktokUrl: '',
      pinterestUrl: '',
      googleAnalyticsId: '',
      contactEmail: 'hello@example.com',
      privacyEmail: '',
      legalEmail: '',
    });
  });

  it('sends every setting together, with posts per day as a number, in a shape the server accepts', () => {
    const body = settingsBody({
      ...settingsFormValues(saved),
      pinterestPostsPerDay: '',
      tiktokUrl: ' ',
      legalEmail: ' ',
    });
    expect(body.pinterestPostsPerDay).toBe(0);
    expect(settingsBodySchema.parse(body)).toEqual({ ...saved, pinterestPostsPerDay: 0 });
  });
});

describe('SETTINGS_FIELDS', () => {
  it('names every field of the form as the PUT body names it, so a refusal of any shows beside it', () => {
    expect([...SETTINGS_FIELDS].sort()).toEqual(Object.keys(settingsBodySchema.shape).sort());
  });
});
