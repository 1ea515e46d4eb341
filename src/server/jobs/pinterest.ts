import type { AppContext } from '../context';
import { nicosiaDate, nicosiaTime } from '../../common/nicosia-time';
import type { PinterestStatus } from '../../common/schemas/pins';
import { pinterestPostingStatus, pinterestStartWarning } from '../modules/pins/posting-status';
import { nextPinSubject, pinsAttemptedSince, recordPin } from '../modules/pins/service';
import { getSettings } from '../modules/settings/service';
import type { ScheduledJob } from './scheduler';

/** Pins go out between 08:00 and 22:00 Paphos time, when people browse. */
const FIRST_SLOT_MINUTE = 8 * 60;
const LAST_SLOT_MINUTE = 22 * 60;

/**
 * How many of the day's pins are due by this minute of the Paphos day: `postsPerDay` slots spread evenly
 * from 08:00 to 22:00 (one pin a day goes at 08:00; two at 08:00 and 15:00...).
 */
export function pinsDueBy(postsPerDay: number, minuteOfDay: number): number {
  if (postsPerDay <= 0 || minuteOfDay < FIRST_SLOT_MINUTE) return 0;
  const gap = (LAST_SLOT_MINUTE - FIRST_SLOT_MINUTE) / postsPerDay;
  return Math.min(postsPerDay, Math.floor((minuteOfDay - FIRST_SLOT_MINUTE) / gap) + 1);
}

/**
 * One hourly run: posts at most one pin when the day's schedule has a slot due that has not been used,
 * about a published place or guide that was never pinned. Does nothing when Pinterest is not configured,
 * PUBLIC_URL is unset or posts per day is 0.
 */
export async function postDuePin(ctx: AppContext): Promise<'posted' | 'failed' | 'nothing due' | 'disabled'> {
  const { pinterest } = ctx.providers;
  const origin = ctx.config.PUBLIC_URL;
  if (!pinterest.enabled || !origin) return 'disabled';
  const { pinterestPostsPerDay } = await getSettings(ctx.db);
  const now = ctx.clock.now();
  const today = nicosiaDate(now);
  const dayStart = nicosiaTime(today.year, today.month, today.day, 0, 0);
  const minuteOfDay = Math.floor((now.getTime() - dayStart.getTime()) / 60_000);
  if ((await pinsAttemptedSince(ctx.db, dayStart)) >= pinsDueBy(pinterestPostsPerDay, minuteOfDay)) {
    return 'nothing due';
  }
  const subject = await nextPinSubject(ctx.db);
  if (!subject) return 'nothing due';
  try {
    const { id } = await pinterest.createPin({
      title: subject.title.slice(0, 100),
      description: subject.description.slice(0, 500),
      link: new URL(subject.path, origin).toString(),
      imageUrl: new URL(subject.imageUrl, origin).toString(),
      altText: subject.title.slice(0, 500),
    });
    await recordPin(ctx.db, { subject, pinId: id, status: 'posted', at: now });
    return 'posted';
  } catch (error) {
    ctx.log.warn({ err: error, subject: subject.path }, 'pin could not be posted');
    await recordPin(ctx.db, { subject, pinId: null, status: 'failed', at: now });
    return 'failed';
  }
}

/**
 * Called once at start: when the settings ask for pins (posts per day above 0) but the token, board id or
 * public URL is missing, says which in one warning, instead of the hourly job doing nothing in silence.
 */
export async function warnWhenPinterestCannotPost(ctx: AppContext): Promise<PinterestStatus> {
  const status = pinterestPostingStatus(ctx.config, (await getSettings(ctx.db)).pinterestPostsPerDay);
  const warning = pinterestStartWarning(status);
  if (warning) {
    ctx.log.warn(
      { postsPerDay: status.postsPerDay, missing: status.missing.map((requirement) => requirement.variable) },
      warning,
    );
  }
  return status;
}

export const pinterestJob: ScheduledJob = {
  name: 'pinterest',
  pattern: '0 * * * *',
  run: postDuePin,
};
