import { CalendarSync, DownloadCloud, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { EventFeed } from '../../../../common/schemas/event-feeds';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { fieldErrors } from '../../../lib/api-client';
import { useAddEventFeed, useEventFeeds, useImportEventFeed, useRemoveEventFeed } from './feed-api';
import { feedLastImportText, feedPendingText } from './feed-text';

/**
 * Calendar feeds: the .ics addresses whose events the 06:30 job imports as pending for review, with 'Import
 * now' and 'Remove' for each, and a form to add one.
 */
export function EventFeedsPanel() {
  const feeds = useEventFeeds();
  const importFeed = useImportEventFeed();
  const removeFeed = useRemoveEventFeed();
  const [toRemove, setToRemove] = useState<EventFeed | null>(null);

  function runImport(feed: EventFeed) {
    importFeed.mutate(feed.id, {
      onSuccess: (result) =>
        toast(
          result.status === 'failed'
            ? { title: 'Import Failed', description: result.message, variant: 'destructive' }
            : { title: 'Import finished', description: result.message },
        ),
    });
  }

  return (
    <DashboardSection
      title="Calendar feeds"
      description="Events from these calendars (.ics) arrive as pending for review every morning at 06:45, Paphos time. Until you edit or publish one it follows the calendar; after that its words and times are yours, though an organiser's cancellation still marks it cancelled."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AddFeedForm />
        <div className="grid gap-3">
          {feeds.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading calendar feeds...
              </p>
              <Skeleton className="h-28 w-full rounded-card" />
            </>
          ) : feeds.isError ? (
            <LoadError what="the calendar feeds" error={feeds.error} onRetry={() => void feeds.refetch()} />
          ) : feeds.data.length === 0 ? (
            <EmptyState icon={<CalendarSync className="size-10 text-sea-600" aria-hidden="true" />}>
              <p className="font-semibold text-foreground">No calendar feeds yet</p>
              <p className="mt-1 text-sm">
                Add a venue&apos;s or the municipality&apos;s .ics address with the form.
              </p>
            </EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label="Calendar feeds">
              {feeds.data.map((feed) => (
                <li key={feed.id}>
                  <FeedCard
                    feed={feed}
                    importing={importFeed.isPending && importFeed.variables === feed.id}
                    removing={removeFeed.isPending && removeFeed.variables === feed.id}
                    onImport={() => runImport(feed)}
                    onRemove={() => setToRemove(feed)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title="Remove this calendar feed?"
        description={
          toRemove &&
          `${toRemove.name} will no longer be imported. Its events waiting for review are deleted; the ones you published stay on the site.`
        }
        confirmLabel="Remove Feed"
        destructive
        onConfirm={() => {
          if (!toRemove) return;
          removeFeed.mutate(toRemove.id, {
            onSuccess: () => toast({ title: 'Success', description: 'Calendar feed removed' }),
          });
        }}
      />
    </DashboardSection>
  );
}

function FeedCard({
  feed,
  importing,
  removing,
  onImport,
  onRemove,
}: {
  feed: EventFeed;
  importing: boolean;
  removing: boolean;
  onImport(): void;
  onRemove(): void;
}) {
  const failed = feed.lastImport?.status === 'failed';
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <h3 className="font-semibold text-foreground">{feed.name}</h3>
        <p className="mt-0.5 break-all text-sm text-muted-foreground">{feed.url}</p>
      </div>
      <p className="text-sm font-medium text-sea-800">{feedPendingText(feed.pendingCount)}</p>
      <p className={failed ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
        {feedLastImportText(feed)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onImport} disabled={importing}>
          <DownloadCloud aria-hidden="true" />
          {importing ? 'Importing...' : 'Import now'}
          <span className="sr-only"> {feed.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={removing}>
          <Trash2 aria-hidden="true" />
          Remove
          <span className="sr-only"> {feed.name}</span>
        </Button>
      </div>
    </Card>
  );
}

function AddFeedForm() {
  const addFeed = useAddEventFeed();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const errors = addFeed.isError ? fieldErrors(addFeed.error) : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    addFeed.mutate(
      { name, url },
      {
        onSuccess: (feed) => {
          setName('');
          setUrl('');
          toast({
            title: 'Success',
            description: `${feed.name} added. Use Import now to bring in its events.`,
          });
        },
      },
    );
  }

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Add a calendar feed">
        <h3 className="text-lg font-bold">Add a calendar feed</h3>
        <FormField label="Name" error={errors.name ? { message: errors.name } : undefined}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={100}
              placeholder="Paphos Municipality events"
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Calendar address"
          hint="The calendar's .ics link (https:// or webcal://), as its 'Subscribe' or 'Export' button gives it."
          error={errors.url ? { message: errors.url } : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://example.com/events.ics"
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={addFeed.isPending} className="justify-self-start">
          {addFeed.isPending ? 'Adding...' : 'Add Feed'}
        </Button>
      </form>
    </Card>
  );
}
