import { describe, expect, it } from 'vitest';
import { adminEventBodySchema, type AdminEventBody } from '../../src/common/schemas/events';
import { timingColumns, timingValues } from '../../src/server/modules/events/admin-timing';

const NOW = new Date('2026-11-23T10:00:00Z'); // Monday 23 November 2026, 12:00 in Paphos (UTC+2)

const body = (overrides: Partial<AdminEventBody>): AdminEventBody => ({
  name: 'Test event',
  when: { kind: 'once', startDate: '2026-12-05' },
  startsAt: '19:30',
  endsAt: '22:00',
  isFree: true,
  category: 'music',
  ...overrides,
});

const values = (overrides: Partial<AdminEventBody>) => adminEventBodySchema.parse(body(overrides));

/** The columns a body writes, and the form's words read back from them. */
function roundTrip(overrides: Partial<AdminEventBody>) {
  const checked = values(overrides);
  const columns = timingColumns(checked, NOW);
  return { columns, back: timingValues(columns), checked };
}

describe('timingColumns', () => {
  it('puts a one-off event at its Paphos times, with no schedule', () => {
    const { columns } = roundTrip({});
    expect(columns).toEqual({
      startTime: new Date('2026-12-05T17:30:00.000Z'),
      endTime: new Date('2026-12-05T20:00:00.000Z'),
      schedule: null,
      timeToBeConfirmed: false,
    });
  });

  it('holds the whole days of a one-off event whose time is to be confirmed', () => {
    const { columns } = roundTrip({
      when: { kind: 'once', startDate: '2026-12-05', endDate: '2026-12-06' },
      timeToBeConfirmed: true,
      startsAt: null,
      endsAt: null,
    });
    expect(columns.startTime).toEqual(new Date('2026-12-04T22:00:00.000Z'));
    expect(columns.endTime).toEqual(new Date('2026-12-06T22:00:00.000Z'));
  });

  it('leaves a one-off event without an end time open', () => {
    expect(roundTrip({ endsAt: null }).columns.endTime).toBeNull();
  });

  it('gives a weekly event its schedule and next date; an end before the start passes midnight', () => {
    const { columns } = roundTrip({
      when: { kind: 'weekly', weekday: 5 },
      startsAt: '22:00',
      endsAt: '02:00',
    });
    expect(columns.schedule).toEqual({
      kind: 'weekly',
      weekday: 5,
      hour: 22,
      minute: 0,
      durationMinutes: 240,
    });
    // Friday 27 November 2026, 22:00 to Saturday 02:00.
    expect(columns.startTime).toEqual(new Date('2026-11-27T20:00:00.000Z'));
    expect(columns.endTime).toEqual(new Date('2026-11-28T00:00:00.000Z'));
  });

  it('gives a monthly event its nth weekday and its months', () => {
    const { columns } = roundTrip({
      when: { kind: 'monthly', week: -1, weekday: 0, months: [12] },
      startsAt: '10:00',
      endsAt: '12:30',
    });
    expect(columns.schedule).toEqual({
      kind: 'monthly',
      week: -1,
      weekday: 0,
      months: [12],
      hour: 10,
      minute: 0,
      durationMinutes: 150,
    });
    expect(columns.startTime).toEqual(new Date('2026-12-27T08:00:00.000Z'));
  });

  it('holds the whole day of a recurring event whose time is to be confirmed', () => {
    const { columns } = roundTrip({
      when: { kind: 'orthodox-easter', daysAfterEaster: 50 },
      timeToBeConfirmed: true,
      startsAt: null,
      endsAt: null,
    });
    expect(columns.schedule).toEqual({
      kind: 'orthodox-easter',
      daysAfterEaster: 50,
      hour: 0,
      minute: 0,
      durationMinutes: 1440,
    });
    // Orthodox Easter 2027 is 2 May: Kataklysmos is Monday 21 June.
    expect(columns.startTime).toEqual(new Date('2027-06-20T21:00:00.000Z'));
  });
});

describe('timingValues', () => {
  it.each<[string, Partial<AdminEventBody>]>([
    ['a one-off evening', {}],
    [
      'a one-off event of two days',
      { when: { kind: 'once', startDate: '2026-12-05', endDate: '2026-12-06' } },
    ],
    ['a one-off day with no time yet', { timeToBeConfirmed: true, startsAt: null, endsAt: null }],
    [
      'a weekly night past midnight',
      { when: { kind: 'weekly', weekday: 5, months: [] }, startsAt: '22:00', endsAt: '02:00' },
    ],
    [
      'a monthly morning',
      { when: { kind: 'monthly', week: 1, weekday: 0, months: [6, 7] }, startsAt: '10:00', endsAt: '13:00' },
    ],
    [
      'a yearly feast',
      { when: { kind: 'annual', month: 1, day: 6 }, timeToBeConfirmed: true, startsAt: null, endsAt: null },
    ],
    [
      'a day after Easter',
      { when: { kind: 'orthodox-easter', daysAfterEaster: -48 }, startsAt: '15:30', endsAt: '18:30' },
    ],
  ])('gives back the form values of %s', (_label, overrides) => {
    const { back, checked } = roundTrip(overrides);
    expect(back).toEqual({ when: checked.when, startsAt: checked.startsAt, endsAt: checked.endsAt });
  });
});

describe('adminEventBodySchema', () => {
  it('turns blank texts into null and keeps the sources trimmed', () => {
    const parsed = adminEventBodySchema.parse(
      body({ description: '  ', ticketUrl: '', imageUrl: '', sources: [' https://a.example '] }),
    );
    expect(parsed).toMatchObject({
      description: null,
      ticketUrl: null,
      imageUrl: null,
      sources: ['https://a.example'],
    });
  });

  it('refuses a fifth weekday week that does not exist', () => {
    const result = adminEventBodySchema.safeParse(
      body({ when: { kind: 'monthly', week: 6 as 5, weekday: 0 } }),
    );
    expect(result.success).toBe(false);
  });

  it('asks for the end time of a timed event of several days', () => {
    const result = adminEventBodySchema.safeParse(
      body({ when: { kind: 'once', startDate: '2026-12-05', endDate: '2026-12-07' }, endsAt: null }),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endsAt', 'Give the time it ends on its last day'],
    ]);
  });

  it('refuses an end date before the start date', () => {
    const result = adminEventBodySchema.safeParse(
      body({ when: { kind: 'once', startDate: '2026-12-05', endDate: '2026-12-04' } }),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'The end date must not be before the start date',
    );
  });
});
