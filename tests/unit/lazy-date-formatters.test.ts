import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The first Intl.DateTimeFormat a page builds loads the browser's date data (100-250 ms at Lighthouse's 4x
 * slower CPU): the modules of the first load build none until a date is shown.
 */
const RealDateTimeFormat = Intl.DateTimeFormat;
let built = 0;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe('date formatters', () => {
  it('are not built when the home page and the page data load, only when a date is first written', async () => {
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    vi.resetModules();
    await import('../../src/web/pages/home');
    await import('../../src/web/page-data');
    expect(built).toBe(0);

    const { formatTimeOfDay } = await import('../../src/common/dates');
    const { eventWhen } = await import('../../src/web/features/events/components/event-card');
    expect(formatTimeOfDay('2026-03-07T17:30:00Z')).toBe('19:30');
    expect(eventWhen('2026-07-07T05:05:00Z')).toBe('7 Jul 2026 · 08:05');
    // One formatter for the time, made once and used by both, and one for the card's date.
    expect(built).toBe(2);
  });
});
