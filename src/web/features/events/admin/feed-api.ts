/**
 * The calendar feeds panel's calls: list, add, remove and 'Import now'. An import or a removal changes the
 * events the dashboard lists, the sync logs and (a cancellation) the public event answers.
 */
import type { EventFeed, EventFeedBody, FeedImportResult } from '../../../../common/schemas/event-feeds';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { ADMIN_API, API } from '../../../../common/api-paths';

/** GET /api/admin/event-feeds */
export const useEventFeeds = () => useAdminQuery<EventFeed[]>(ADMIN_API.eventFeeds);

const FEED_READS = [ADMIN_API.eventFeeds, ADMIN_API.events, ADMIN_API.syncLogs, API.events.list];

/** POST /api/admin/event-feeds; a failure toasts 'Add Failed' (the fields' messages also show by them). */
export function useAddEventFeed() {
  return useAdminMutation<EventFeedBody, EventFeed>({
    request: (body) => ({ method: 'POST', path: ADMIN_API.eventFeeds, body }),
    failureTitle: 'Add Failed',
    invalidates: [ADMIN_API.eventFeeds],
  });
}

/** DELETE /api/admin/event-feeds/{id}; a failure toasts 'Remove Failed'. */
export function useRemoveEventFeed() {
  return useAdminMutation<number>({
    request: (id) => ({ method: 'DELETE', path: `${ADMIN_API.eventFeeds}/${id}` }),
    failureTitle: 'Remove Failed',
    invalidates: FEED_READS,
  });
}

/** POST /api/admin/event-feeds/{id}/import; a failure to run (409, network) toasts 'Import Failed'. */
export function useImportEventFeed() {
  return useAdminMutation<number, FeedImportResult>({
    request: (id) => ({ method: 'POST', path: `${ADMIN_API.eventFeeds}/${id}/import` }),
    failureTitle: 'Import Failed',
    invalidates: FEED_READS,
  });
}
