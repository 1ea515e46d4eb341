import { ArrowLeft, CalendarPlus, CalendarX } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  EVENT_STATUSES,
  type AdminEvent,
  type EventStatus,
} from '../../../../common/schemas/events';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useAdminEvents, useChangeEventStatus, useDeleteEvent, useSaveEvent } from './admin-api';
import { AdminEventCard } from './admin-event-card';
import { EventFeedsPanel } from './event-feeds-panel';
import { EventForm } from './event-form';
import { eventsShownText, formValuesOf, NEW_EVENT } from './event-form-values';
import { NativeSelect } from './native-select';

const STATUS_LABELS: Record<EventStatus, string> = {
  published: 'Published',
  pending: 'Pending',
  cancelled: 'Cancelled',
};

/** What is asked before it is done. */
type Confirming = { action: 'cancel' | 'publish' | 'delete'; event: AdminEvent };

const CONFIRMS = {
  cancel: {
    title: 'Cancel this event?',
    text: (name: string) =>
      `${name} stays on the site, marked as cancelled, so visitors who planned to go know. You can publish it again later.`,
    confirm: 'Cancel Event',
  },
  publish: {
    title: 'Publish this event?',
    text: (name: string) => `${name} will show on What's On and its own page.`,
    confirm: 'Publish Event',
  },
  delete: {
    title: 'Delete this event?',
    text: (name: string) =>
      `${name} will be removed from the site, and a link to its page will find nothing. This cannot be undone.`,
    confirm: 'Delete Event',
  },
} as const;

/**
 * The dashboard's Events tab: the events (those to come first; pending feed imports included), filtered
 * by status, a page at a time; 'New Event' and each card's Edit open the form in the list's place; Cancel,
 * Publish and Delete ask first. Every toast says what the server answered.
 */
export function EventsTab() {
  const [status, setStatus] = useState<EventStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<{ event: AdminEvent | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const list = useAdminEvents(status, offset);
  const save = useSaveEvent();
  const cancel = useChangeEventStatus('cancel');
  const publish = useChangeEventStatus('publish');
  const remove = useDeleteEvent();

  if (editing) {
    const { event } = editing;
    return (
      <DashboardSection
        title={event ? 'Edit event' : 'New event'}
        description={event ? event.name : 'It shows on the site as soon as it is saved.'}
        actions={
          <Button variant="outline" onClick={() => setEditing(null)}>
            <ArrowLeft aria-hidden="true" />
            Back to events
          </Button>
        }
      >
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <EventForm
              key={event?.id ?? 'new'}
              initial={event ? formValuesOf(event) : NEW_EVENT}
              label={event ? `Edit event ${event.name}` : 'New event'}
              submitLabel={event ? 'Save Changes' : 'Create Event'}
              busyLabel="Saving..."
              pending={save.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(body, showRefusal) =>
                save.mutate(
                  { id: event?.id ?? null, body },
                  {
                    onSuccess: (saved) => {
                      setEditing(null);
                      toast(
                        event
                          ? { title: 'Event Updated', description: `${saved.name} is saved.` }
                          : { title: 'Event Created', description: `${saved.name} is on the site.` },
                      );
                    },
                    onError: showRefusal,
                  },
                )
              }
            />
          </CardContent>
        </Card>
      </DashboardSection>
    );
  }

  const page = list.data;
  const busyId =
    (cancel.isPending && cancel.variables) ||
    (publish.isPending && publish.variables) ||
    (remove.isPending && remove.variables) ||
    null;
  const confirm = confirming && CONFIRMS[confirming.action];

  return (
    <DashboardSection
      title="Events"
      description={
        page && page.pending > 0
          ? `${page.pending} imported ${page.pending === 1 ? 'event waits' : 'events wait'} for you to publish.`
          : "What's On: your events, the guide's own and calendar-feed imports."
      }
      actions={
        <Button onClick={() => setEditing({ event: null })}>
          <CalendarPlus aria-hidden="true" />
          New Event
        </Button>
      }
    >
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="events-status">Status</Label>
        <NativeSelect
          id="events-status"
          value={status ?? 'all'}
          onChange={(change) => {
            const value = change.target.value;
            setStatus(value === 'all' ? null : (value as EventStatus));
            setOffset(0);
          }}
        >
          <option value="all">All</option>
          {EVENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {list.isPending ? (
        <div className="grid gap-3">
          <p role="status" className="sr-only">
            Loading events...
          </p>
          {[0, 1, 2].map((index) => (
            <div key={index} className="grid gap-3 rounded-card border border-border bg-card p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : list.isError ? (
        <LoadError what="the events" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.events.length === 0 ? (
        <EmptyState icon={<CalendarX className="size-10 text-sea-600" aria-hidden="true" />}>
          <p className="font-semibold text-foreground">No events here</p>
          <p className="mt-1 text-sm">{status ? 'No event has this status.' : 'Add one with New Event.'}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Events" aria-busy={list.isFetching || undefined}>
            {list.data.events.map((event) => (
              <li key={event.id}>
                <AdminEventCard
                  event={event}
                  busy={busyId === event.id}
                  onEdit={() => setEditing({ event })}
                  onCancel={() => setConfirming({ action: 'cancel', event })}
                  onPublish={() => setConfirming({ action: 'publish', event })}
                  onDelete={() => setConfirming({ action: 'delete', event })}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              {eventsShownText(offset, list.data.events.length, list.data.total)}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - ADMIN_EVENTS_PAGE_SIZE))}
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={offset + ADMIN_EVENTS_PAGE_SIZE >= list.data.total}
                onClick={() => setOffset(offset + ADMIN_EVENTS_PAGE_SIZE)}
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}

      <EventFeedsPanel />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirm?.title ?? ''}
        description={confirming && confirm ? confirm.text(confirming.event.name) : null}
        confirmLabel={confirm?.confirm ?? ''}
        destructive={confirming?.action !== 'publish'}
        onConfirm={() => {
          if (!confirming) return;
          const { action, event } = confirming;
          if (action === 'delete') {
            remove.mutate(event.id, {
              onSuccess: () =>
                toast({ title: 'Event Deleted', description: `${event.name} is gone from the site.` }),
            });
          } else if (action === 'cancel') {
            cancel.mutate(event.id, {
              onSuccess: (changed) =>
                toast({
                  title: 'Event Cancelled',
                  description: `${changed.name} shows as cancelled on the site.`,
                }),
            });
          } else {
            publish.mutate(event.id, {
              onSuccess: (changed) =>
                toast({ title: 'Event Published', description: `${changed.name} is on the site.` }),
            });
          }
        }}
      />
    </DashboardSection>
  );
}
