import { describe, expect, it } from 'vitest';
import { tourSyncMessage } from '../../src/server/modules/tours/service';

describe('tourSyncMessage', () => {
  it('counts live Viator products', () => {
    expect(tourSyncMessage(42, true)).toBe('42 Viator products are up to date.');
    expect(tourSyncMessage(1, true)).toBe('1 Viator product is up to date.');
  });

  it('names the bundled samples as samples, and why they stand in', () => {
    expect(tourSyncMessage(26, false)).toBe(
      '26 bundled sample tours loaded: no Viator API key is set (VIATOR_API_KEY), so these are samples, not live products.',
    );
  });
});
