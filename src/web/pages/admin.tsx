import { AuditLogTab } from '../features/audit/admin/audit-log-tab';
import { BackupCard } from '../features/backups/admin/backup-card';
import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { AdminKeyGate } from '../features/admin/components/admin-key-gate';
import { OverviewTab } from '../features/admin/components/overview-tab';
import { ArticlesTab } from '../features/articles/admin/articles-tab';
import { BannersTab } from '../features/banners/admin/banners-tab';
import { MessagesTab } from '../features/contact/admin/messages-tab';
import { EventsTab } from '../features/events/admin/events-tab';
import { UnreadMessagesBadge } from '../features/contact/admin/unread-messages-badge';
import { ClearPendingQueue } from '../features/places/admin/clear-pending-queue';
import { PlacesTab } from '../features/places/admin/places-tab';
import { PublishingControls } from '../features/places/admin/publishing-controls';
import { SettingsTab } from '../features/settings/admin/settings-tab';
import { NewSuggestionsBadge } from '../features/suggestions/admin/new-suggestions-badge';
import { SuggestionsTab } from '../features/suggestions/admin/suggestions-tab';
import { DataOperations } from '../features/sync/admin/data-operations';
import { LastSyncCard } from '../features/sync/admin/last-sync-card';
import { SyncLogsTab } from '../features/sync/admin/sync-logs-tab';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { staticPageMeta } from '../../common/page-meta';

/**
 * /admin (SPEC 2, Admin): the 'Admin Authentication' card until a key is held, then the dashboard: SPEC's
 * seven tabs, and Events, Suggestions and the Audit Log that later issues added. Each tab belongs to its
 * domain's feature; this page only puts them together.
 */
export function AdminPage() {
  return (
    <PageLayout showcase={false}>
      <Seo {...staticPageMeta('/admin')} />
      <AdminKeyGate>
        <AdminDashboard
          tabs={[
            {
              value: 'overview',
              label: 'Overview',
              content: (
                <OverviewTab
                  lastSync={<LastSyncCard />}
                  publishing={(pending) => <PublishingControls pendingPlaces={pending} />}
                  operations={(pending) => (
                    <>
                      <DataOperations>
                        <ClearPendingQueue pendingPlaces={pending} />
                      </DataOperations>
                      <BackupCard />
                    </>
                  )}
                />
              ),
            },
            { value: 'places', label: 'Places', content: <PlacesTab /> },
            { value: 'articles', label: 'Articles', content: <ArticlesTab /> },
            { value: 'events', label: 'Events', content: <EventsTab /> },
            { value: 'settings', label: 'Settings', content: <SettingsTab /> },
            {
              value: 'messages',
              label: 'Messages',
              badge: <UnreadMessagesBadge />,
              content: <MessagesTab />,
            },
            {
              value: 'suggestions',
              label: 'Suggestions',
              badge: <NewSuggestionsBadge />,
              content: <SuggestionsTab />,
            },
            { value: 'banners', label: 'Banners', content: <BannersTab /> },
            { value: 'sync-logs', label: 'Sync Logs', content: <SyncLogsTab /> },
            { value: 'audit-log', label: 'Audit Log', content: <AuditLogTab /> },
          ]}
        />
      </AdminKeyGate>
    </PageLayout>
  );
}
