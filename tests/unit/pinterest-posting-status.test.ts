import { describe, expect, it } from 'vitest';
import { pinterestPostingStatus, pinterestStartWarning } from '../../src/server/modules/pins/posting-status';

const CONFIGURED = {
  PINTEREST_ACCESS_TOKEN: 'pina_token',
  PINTEREST_BOARD_ID: '1234567890',
  PUBLIC_URL: 'https://paphos.example',
};
const NOTHING = { PINTEREST_ACCESS_TOKEN: undefined, PINTEREST_BOARD_ID: undefined, PUBLIC_URL: undefined };

describe('pinterestPostingStatus', () => {
  it('posts when posts per day is above 0 and the token, board and public URL are set', () => {
    expect(pinterestPostingStatus(CONFIGURED, 3)).toEqual({
      posting: true,
      postsPerDay: 3,
      missing: [],
      summary: 'Posting 3 pins a day',
      message:
        'Posting 3 pins a day between 08:00 and 22:00 (Cyprus time), about published places and guides with a photo.',
    });
    expect(pinterestPostingStatus(CONFIGURED, 1).summary).toBe('Posting 1 pin a day');
  });

  it('names everything that is missing, in words on the card and by variable in the message', () => {
    const status = pinterestPostingStatus(NOTHING, 3);
    expect(status.posting).toBe(false);
    expect(status.missing.map((requirement) => requirement.variable)).toEqual([
      'PINTEREST_ACCESS_TOKEN',
      'PINTEREST_BOARD_ID',
      'PUBLIC_URL',
    ]);
    expect(status.summary).toBe('Not posting: no access token, board id or public URL');
    expect(status.message).toBe(
      'Not posting: PINTEREST_ACCESS_TOKEN, PINTEREST_BOARD_ID and PUBLIC_URL are not set.',
    );
    expect(status.missing[2]).toEqual({
      variable: 'PUBLIC_URL',
      label: 'public URL',
      meaning: "the site's public address, for the pins' links and pictures",
    });
  });

  it('names one or two missing values with the right grammar', () => {
    const noUrl = pinterestPostingStatus({ ...CONFIGURED, PUBLIC_URL: undefined }, 2);
    expect(noUrl.summary).toBe('Not posting: no public URL');
    expect(noUrl.message).toBe('Not posting: PUBLIC_URL is not set.');
    const noToken = pinterestPostingStatus(
      { ...CONFIGURED, PINTEREST_ACCESS_TOKEN: undefined, PINTEREST_BOARD_ID: '' },
      2,
    );
    expect(noToken.summary).toBe('Not posting: no access token or board id');
    expect(noToken.message).toBe('Not posting: PINTEREST_ACCESS_TOKEN and PINTEREST_BOARD_ID are not set.');
  });

  it('says posting is off at 0 a day, and still names what is missing', () => {
    expect(pinterestPostingStatus(CONFIGURED, 0)).toMatchObject({
      posting: false,
      missing: [],
      summary: 'Not posting: posts per day is 0',
      message: 'Not posting: Pinterest posts per day is 0.',
    });
    expect(pinterestPostingStatus({ ...CONFIGURED, PINTEREST_BOARD_ID: undefined }, 0).message).toBe(
      'Not posting: Pinterest posts per day is 0, and PINTEREST_BOARD_ID is not set.',
    );
  });
});

describe('pinterestStartWarning', () => {
  it('warns when the settings ask for pins that cannot be posted, naming what is missing', () => {
    expect(pinterestStartWarning(pinterestPostingStatus(NOTHING, 3))).toBe(
      'Pinterest posts per day is 3 in the settings, but no pin will be posted: PINTEREST_ACCESS_TOKEN, PINTEREST_BOARD_ID and PUBLIC_URL are not set',
    );
  });

  it('is quiet when pins go out, or when posting is set to 0 a day', () => {
    expect(pinterestStartWarning(pinterestPostingStatus(CONFIGURED, 3))).toBeNull();
    expect(pinterestStartWarning(pinterestPostingStatus(NOTHING, 0))).toBeNull();
  });
});
