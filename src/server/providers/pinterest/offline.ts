import { ProviderError } from '../http-json';
import type { PinterestProvider } from './index';

/** Without a Pinterest token nothing is posted: the job sees `enabled: false` and skips its runs. */
export function disabledPinterest(): PinterestProvider {
  return {
    name: 'Pinterest (not configured)',
    enabled: false,
    async createPin() {
      throw new ProviderError(
        'Pinterest',
        'not configured: set PINTEREST_ACCESS_TOKEN and PINTEREST_BOARD_ID',
      );
    },
  };
}
