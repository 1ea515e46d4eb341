import { PageNav } from '../../../components/ui/page-nav';
import { ScrollText } from 'lucide-react';
import { useRef, useState } from 'react';
import { AUDIT_LOG_RETENTION_DAYS, type AuditEntry } from '../../../../common/schemas/audit';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { auditActionLabel, auditDetailLines, auditOutcome, auditRangeText, auditWhen } from '../audit-format';
import { useAuditLog } from './api';

function AuditRow({ entry }: { entry: AuditEntry }) {
  const refused = entry.statusCode >= 300;
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium break-words">
          {auditActionLabel(entry.action)}
          {entry.target && <span className="text-muted-foreground"> · {entry.target}</span>}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={new Date(entry.at).toISOString()}>{auditWhen(entry.at)}</time>
        </p>
      </div>
      <p className="mt-0.5 text-sm text-muted-foreground">
        <span className={cn(refused && 'font-medium text-terracotta-700')}>
          {auditOutcome(entry.statusCode)}
        </span>
        {entry.ipAddress && <> · from {entry.ipAddress}</>}
      </p>
      {entry.details && Object.keys(entry.details).length > 0 && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-sea-800">What was sent</summary>
          <dl className="mt-1 grid max-h-72 grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-0.5 overflow-auto rounded-lg bg-muted p-3 text-xs">
            {auditDetailLines(entry.details).map(({ name, value }) => (
              <div key={name} className="contents">
                <dt className="font-medium text-foreground">{name}</dt>
                <dd className="break-words text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}

/** The Audit Log tab: every admin write, newest first, 50 a page, kept 180 days. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const list = useRef<HTMLUListElement>(null);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useAuditLog(page);
  function turnTo(next: number) {
    setPage(next);
    list.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <DashboardSection
      title="Audit Log"
      description={`Every change made in this dashboard: what it was, on which record, when and from which address, refused ones included. Entries are kept ${AUDIT_LOG_RETENTION_DAYS} days.`}
    >
      {isPending ? (
        <div role="status" aria-label="Loading the audit log" className="grid gap-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-14" />
          ))}
        </div>
      ) : isError && !data ? (
        <LoadError what="the audit log" error={error} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState icon={<ScrollText className="size-10 text-sea-700" aria-hidden />}>
          <p className="font-semibold text-foreground">No changes recorded yet</p>
        </EmptyState>
      ) : (
        <>
          <ul
            ref={list}
            aria-label="Audit log"
            className={cn(
              'scroll-mt-24 divide-y divide-border rounded-card border border-border bg-card shadow-soft transition-opacity',
              isPlaceholderData && 'opacity-60',
            )}
          >
            {data.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <PageNav
            label="Audit log pages"
            rangeText={auditRangeText(data.page, data.pageSize, data.total)}
            hasPrevious={page > 1}
            hasNext={page * data.pageSize < data.total}
            onPrevious={() => turnTo(page - 1)}
            onNext={() => turnTo(page + 1)}
          />
        </>
      )}
    </DashboardSection>
  );
}
