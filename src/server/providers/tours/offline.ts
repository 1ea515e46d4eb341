import { bundledTours } from '../../db/seed';
import type { ToursProvider } from './index';

/** Without a tour-provider key: the bundled sample tours (sample prices and ratings, marked as such). */
export function offlineToursProvider(): ToursProvider {
  return {
    name: 'bundled sample tours',
    live: false,
    standIn: 'the bundled sample tours (no Viator API key)',
    async fetchProducts() {
      return bundledTours();
    },
  };
}
