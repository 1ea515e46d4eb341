/**
 * Places a visitor saves before logging in, kept in this browser (localStorage) and moved to their account
 * at login or register. The list is parsed defensively: storage is the visitor's to edit.
 */
import { useSyncExternalStore } from 'react';
import { MAX_DEVICE_FAVORITES } from '../../../common/favorites-limits';
import type { Favorite } from '../../../common/schemas/favorites';
import { DEVICE_FAVORITES_STORAGE } from '../../../common/browser-storage';

/** The saved places in stored text: whole positive ids, each once, at most MAX_DEVICE_FAVORITES; junk is dropped. */
export function parseDeviceFavorites(stored: string | null): Favorite[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const saved: Favorite[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { placeId, createdAt } = entry as Record<string, unknown>;
    if (typeof placeId !== 'number' || !Number.isSafeInteger(placeId) || placeId <= 0 || seen.has(placeId))
      continue;
    const date = typeof createdAt === 'string' ? new Date(createdAt) : null;
    seen.add(placeId);
    saved.push({
      placeId,
      createdAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : new Date(0).toISOString(),
    });
  }
  return saved.slice(-MAX_DEVICE_FAVORITES);
}

/**
 * The list with the place added (at the end, dated `now`) or removed. A full list drops its oldest entry,
 * so the newest save always sticks.
 */
export function toggleDeviceFavorite(saved: readonly Favorite[], placeId: number, now: Date): Favorite[] {
  if (saved.some((favorite) => favorite.placeId === placeId))
    return saved.filter((favorite) => favorite.placeId !== placeId);
  return [...saved, { placeId, createdAt: now.toISOString() }].slice(-MAX_DEVICE_FAVORITES);
}

const listeners = new Set<() => void>();
/** Where the list lives when the browser gives no storage (a private window): this page only. */
let storedInMemory: string | null = null;
let snapshot: { stored: string | null; saved: Favorite[] } | undefined;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_FAVORITES_STORAGE);
  } catch {
    return storedInMemory;
  }
}

function writeStored(stored: string | null): void {
  try {
    if (stored === null) window.localStorage.removeItem(DEVICE_FAVORITES_STORAGE);
    else window.localStorage.setItem(DEVICE_FAVORITES_STORAGE, stored);
  } catch {
    storedInMemory = stored;
  }
}

/**
 * No places saved: one list for the server's snapshot and the browser's, so a page drawn on the server with
 * none saved in this browser either hydrates without React drawing every heart on it again at once (a
 * different empty list each time made it do so, one task of 170-320 ms of a phone's main thread on /places).
 */
const NO_FAVORITES: Favorite[] = [];

function getSnapshot(): Favorite[] {
  const stored = readStored();
  if (!snapshot || snapshot.stored !== stored) {
    const saved = parseDeviceFavorites(stored);
    snapshot = { stored, saved: saved.length ? saved : NO_FAVORITES };
  }
  return snapshot.saved;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving a place changes this one's hearts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_FAVORITES_STORAGE || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(saved: readonly Favorite[]): void {
  writeStored(saved.length ? JSON.stringify(saved) : null);
  for (const listener of listeners) listener();
}

export function toggleDeviceFavoriteInStore(placeId: number): void {
  write(toggleDeviceFavorite(getSnapshot(), placeId, new Date()));
}

export function clearDeviceFavorites(): void {
  write([]);
}

/** The store the hook reads: the server's snapshot is the browser's with nothing saved (NO_FAVORITES). */
export const deviceFavoritesStore = { subscribe, getSnapshot, getServerSnapshot: () => NO_FAVORITES };

/** The places saved in this browser, updated when they change here or in another tab. */
export function useDeviceFavorites(): Favorite[] {
  const { subscribe, getSnapshot, getServerSnapshot } = deviceFavoritesStore;
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
