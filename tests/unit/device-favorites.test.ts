import { describe, expect, it } from 'vitest';
import { MAX_DEVICE_FAVORITES } from '../../src/common/favorites-limits';
import {
  clearDeviceFavorites,
  deviceFavoritesStore,
  parseDeviceFavorites,
  toggleDeviceFavorite,
  toggleDeviceFavoriteInStore,
} from '../../src/web/features/favorites/device-favorites';

const at = (iso: string) => new Date(iso);

describe('parseDeviceFavorites', () => {
  it('reads the stored list', () => {
    const stored = JSON.stringify([
      { placeId: 4, createdAt: '2026-11-20T10:00:00.000Z' },
      { placeId: 9, createdAt: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(parseDeviceFavorites(stored)).toEqual([
      { placeId: 4, createdAt: '2026-11-20T10:00:00.000Z' },
      { placeId: 9, createdAt: '2026-11-21T10:00:00.000Z' },
    ]);
  });

  it.each([null, '', 'not json', '{"placeId":1}', '42', 'null'])('is empty for %j', (stored) => {
    expect(parseDeviceFavorites(stored)).toEqual([]);
  });

  it('drops entries that are not whole positive ids, and repeats', () => {
    const stored = JSON.stringify([
      { placeId: 1, createdAt: '2026-11-20T10:00:00.000Z' },
      { placeId: 1, createdAt: '2026-11-22T10:00:00.000Z' },
      { placeId: '2' },
      { placeId: 0 },
      { placeId: -3 },
      { placeId: 2.5 },
      { placeId: 2 ** 60 },
      null,
      'x',
      { placeId: 5, createdAt: 'yesterday' },
    ]);
    expect(parseDeviceFavorites(stored)).toEqual([
      { placeId: 1, createdAt: '2026-11-20T10:00:00.000Z' },
      { placeId: 5, createdAt: '1970-01-01T00:00:00.000Z' },
    ]);
  });

  it(`keeps the newest ${MAX_DEVICE_FAVORITES}`, () => {
    const many = Array.from({ length: MAX_DEVICE_FAVORITES + 5 }, (_, index) => ({
      placeId: index + 1,
      createdAt: '2026-11-20T10:00:00.000Z',
    }));
    const parsed = parseDeviceFavorites(JSON.stringify(many));
    expect(parsed).toHaveLength(MAX_DEVICE_FAVORITES);
    expect(parsed[0]!.placeId).toBe(6);
  });
});

describe('toggleDeviceFavorite', () => {
  it('adds an absent place at the end, dated now', () => {
    const saved = [{ placeId: 1, createdAt: '2026-11-20T10:00:00.000Z' }];
    expect(toggleDeviceFavorite(saved, 7, at('2026-11-25T08:30:00.000Z'))).toEqual([
      { placeId: 1, createdAt: '2026-11-20T10:00:00.000Z' },
      { placeId: 7, createdAt: '2026-11-25T08:30:00.000Z' },
    ]);
  });

  it('removes a saved place and leaves the list given unchanged', () => {
    const saved = [
      { placeId: 1, createdAt: '2026-11-20T10:00:00.000Z' },
      { placeId: 7, createdAt: '2026-11-21T10:00:00.000Z' },
    ];
    expect(toggleDeviceFavorite(saved, 1, at('2026-11-25T08:30:00.000Z'))).toEqual([saved[1]]);
    expect(saved).toHaveLength(2);
  });

  it('drops the oldest save when the list is full, so the newest sticks', () => {
    const full = Array.from({ length: MAX_DEVICE_FAVORITES }, (_, index) => ({
      placeId: index + 1,
      createdAt: '2026-11-20T10:00:00.000Z',
    }));
    const next = toggleDeviceFavorite(full, 999, at('2026-11-25T08:30:00.000Z'));
    expect(next).toHaveLength(MAX_DEVICE_FAVORITES);
    expect(next[0]!.placeId).toBe(2);
    expect(next.at(-1)!.placeId).toBe(999);
  });
});

describe('deviceFavoritesStore', () => {
  const { getSnapshot, getServerSnapshot } = deviceFavoritesStore;

  it("gives the server's very list with nothing saved, so a hydrating page draws no heart again", () => {
    clearDeviceFavorites();
    expect(getSnapshot()).toBe(getServerSnapshot());
    expect(getServerSnapshot()).toEqual([]);
  });

  it('gives the saved places once there are some, and the shared empty list again once they are gone', () => {
    toggleDeviceFavoriteInStore(7);
    expect(getSnapshot().map((favorite) => favorite.placeId)).toEqual([7]);
    expect(getSnapshot()).toBe(getSnapshot());
    clearDeviceFavorites();
    expect(getSnapshot()).toBe(getServerSnapshot());
  });
});
