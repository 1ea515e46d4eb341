import {
  PINTEREST_REQUIREMENTS,
  type PinterestRequirement,
  type PinterestStatus,
} from '../../../common/schemas/pins';
import type { AppConfig } from '../../config';

const REQUIREMENT_TEXT: Record<PinterestRequirement, { label: string; meaning: string }> = {
  PINTEREST_ACCESS_TOKEN: {
    label: 'access token',
    meaning: 'the Pinterest API access token the pins are posted with',
  },
  PINTEREST_BOARD_ID: { label: 'board id', meaning: 'the numeric id of the board the pins go to' },
  PUBLIC_URL: { label: 'public URL', meaning: "the site's public address, for the pins' links and pictures" },
};

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
function listOf(items: string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/**
 * Whether the hourly Pinterest job can post, and if not, why: posts per day of 0, or a missing access
 * token, board id or public URL (the job does nothing without any of them). Pure: the settings' posts per
 * day and the configuration in, the words the dashboard and the log use out.
 */
export function pinterestPostingStatus(
  config: Pick<AppConfig, PinterestRequirement>,
  postsPerDay: number,
): PinterestStatus {
  const missing = PINTEREST_REQUIREMENTS.filter((variable) => !config[variable]).map((variable) => ({
    variable,
    ...REQUIREMENT_TEXT[variable],
  }));
  const names = missing.map((requirement) => requirement.variable);
  const notSet =
    missing.length > 0 ? `${listOf(names, 'and')} ${missing.length === 1 ? 'is' : 'are'} not set` : '';
  const posting = postsPerDay > 0 && missing.length === 0;

  if (posting) {
    const pins = `${postsPerDay} ${postsPerDay === 1 ? 'pin' : 'pins'} a day`;
    return {
      posting,
      postsPerDay,
      missing,
      summary: `Posting ${pins}`,
      message: `Posting ${pins} between 08:00 and 22:00 (Cyprus time), about published places and guides with a photo.`,
    };
  }
  if (postsPerDay <= 0) {
    return {
      posting,
      postsPerDay,
      missing,
      summary: 'Not posting: posts per day is 0',
      message: `Not posting: Pinterest posts per day is 0${notSet ? `, and ${notSet}` : ''}.`,
    };
  }
  return {
    posting,
    postsPerDay,
    missing,
    summary: `Not posting: no ${listOf(
      missing.map((requirement) => requirement.label),
      'or',
    )}`,
    message: `Not posting: ${notSet}.`,
  };
}

/**
 * The one warning the server logs at start when the settings ask for pins but posting cannot happen; null
 * when pins go out or posting is set to 0 a day (the operator's choice, nothing to warn of).
 */
export function pinterestStartWarning(status: PinterestStatus): string | null {
  if (status.postsPerDay <= 0 || status.missing.length === 0) return null;
  const names = status.missing.map((requirement) => requirement.variable);
  return (
    `Pinterest posts per day is ${status.postsPerDay} in the settings, but no pin will be posted: ` +
    `${listOf(names, 'and')} ${names.length === 1 ? 'is' : 'are'} not set`
  );
}
