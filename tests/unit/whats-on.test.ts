import { describe, expect, it } from 'vitest';
import { nicosiaTime } from '../../src/common/nicosia-time';
import { whatsOnSection } from '../../src/web/features/events/whats-on';

/** An event starting at a Paphos wall-clock time, lasting `hours` (none: no end time). */
function event(name: string, start: Date, hours?: number) {
  const endTime = hours === undefined ? null : new Date(start.getTime() + hours * 3_600_000).toISOString();
  return { name, startTime: start.toISOString(), endTime };
}

// Thursday 26 November 2026, 22:00 in Paphos: this week runs to midnight starting Thursday 3 December.
const lateNovember = nicosiaTime(2026, 11, 26, 22, 0);
const january = event('Epiphany blessing of the waters', nicosiaTime(2027, 1, 6, 11, 0), 2);
const march = event('Green Monday kite flying', nicosiaTime(2027, 3, 15, 10, 0), 6);
const april = event('Easter procession', nicosiaTime(2027, 4, 30, 21, 0), 2);
const names = (section: { events: { name: string }[] } | null) => section?.events.map((entry) => entry.name);

describe('whatsOnSection', () => {
  it("calls January and March events 'Coming up' in late November, not this week's", () => {
    const section = whatsOnSection([january, march, april], lateNovember, 3);
    expect(section?.title).toBe('Coming up');
    expect(names(section)).toEqual([january.name, march.name, april.name]);
  });

  it("keeps SPEC's 'What's On This Week' for this week's events, and leaves later ones out", () => {
    const saturday = event('Saturday market', nicosiaTime(2026, 11, 28, 8, 0), 5);
    const section = whatsOnSection([saturday, january, march], lateNovember, 3);
    expect(section?.title).toBe("What's On This Week");
    expect(names(section)).toEqual([saturday.name]);
  });

  it('shows at most `limit` events', () => {
    const nights = [27, 28, 29, 30].map((day) => event(`Night ${day}`, nicosiaTime(2026, 11, day, 20, 0), 3));
    expect(names(whatsOnSection(nights, lateNovember, 3))).toEqual(['Night 27', 'Night 28', 'Night 29']);
    expect(names(whatsOnSection([january, march, april], lateNovember, 2))).toEqual([
      january.name,
      march.name,
    ]);
  });

  it("ends this week at midnight in Paphos after today's sixth day, whatever the time in UTC", () => {
    const lastEvening = event('Wednesday 23:30', nicosiaTime(2026, 12, 2, 23, 30));
    const nextMorning = event('Thursday 00:30', nicosiaTime(2026, 12, 3, 0, 30));
    // 23:30 in Paphos is 21:30 UTC the same day; 00:30 is 22:30 UTC the day before.
    expect(lastEvening.startTime).toBe('2026-12-02T21:30:00.000Z');
    expect(nextMorning.startTime).toBe('2026-12-02T22:30:00.000Z');
    expect(whatsOnSection([lastEvening], lateNovember, 3)?.title).toBe("What's On This Week");
    expect(whatsOnSection([nextMorning], lateNovember, 3)?.title).toBe('Coming up');
  });

  it('counts the week in Paphos summer time after the clocks go forward', () => {
    // Saturday 28 March 2026; the clocks go forward at 01:00 UTC on Sunday 29 March.
    const saturday = nicosiaTime(2026, 3, 28, 9, 0);
    const friday = event('Friday 23:30', nicosiaTime(2026, 4, 3, 23, 30));
    const nextSaturday = event('Saturday 00:30', nicosiaTime(2026, 4, 4, 0, 30));
    expect(nextSaturday.startTime).toBe('2026-04-03T21:30:00.000Z');
    expect(whatsOnSection([friday], saturday, 3)?.title).toBe("What's On This Week");
    expect(whatsOnSection([nextSaturday], saturday, 3)?.title).toBe('Coming up');
  });

  it('counts an event that began earlier and is still on as this week’s', () => {
    const festival = event('Autumn festival', nicosiaTime(2026, 11, 20, 10, 0), 10 * 24);
    const section = whatsOnSection([festival, january], lateNovember, 3);
    expect(section?.title).toBe("What's On This Week");
    expect(names(section)).toEqual([festival.name]);
  });

  it('leaves out events that are over, and has no section when nothing is to come', () => {
    const over = event('Earlier tonight', nicosiaTime(2026, 11, 26, 18, 0), 2);
    expect(names(whatsOnSection([over, january], lateNovember, 3))).toEqual([january.name]);
    expect(whatsOnSection([over], lateNovember, 3)).toBeNull();
    expect(whatsOnSection([], lateNovember, 3)).toBeNull();
  });
});
