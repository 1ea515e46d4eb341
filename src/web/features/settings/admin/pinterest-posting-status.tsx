import { ADMIN_API } from '../../../../common/api-paths';
import type { PinterestStatus } from '../../../../common/schemas/pins';
import { CardDescription } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminQuery } from '../../../lib/admin-queries';

/** GET /api/admin/settings/pinterest-status: under the settings' path, so saving them refetches it. */
const usePinterestStatus = () => useAdminQuery<PinterestStatus>(ADMIN_API.pinterestStatus);

/**
 * The Pinterest card's description on the Settings tab: how many pins go out a day, or why none do
 * (posts per day of 0, or the access token, board id or public URL the server lacks, each named with the
 * variable to set), so the count on the overview never sits at 0 without a reason.
 */
export function PinterestPostingStatus() {
  const { data, isError } = usePinterestStatus();
  if (isError) {
    return <CardDescription>Whether pins can be posted could not be checked just now.</CardDescription>;
  }
  if (!data) return <Skeleton className="h-5 w-64 max-w-full" />;
  if (data.posting) return <CardDescription>{data.message}</CardDescription>;
  const missing = data.missing.length;
  return (
    <div className="mt-1 rounded-lg border border-terracotta-100 bg-terracotta-50 p-3 text-sm text-terracotta-700">
      <p className="font-semibold break-words">{data.message}</p>
      {missing > 0 && (
        <>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {data.missing.map((requirement) => (
              <li key={requirement.variable} className="break-words">
                <code className="font-mono text-xs font-semibold">{requirement.variable}</code>:{' '}
                {requirement.meaning}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            Set {missing === 1 ? 'it' : 'them'} in the server&apos;s environment and restart the server.
          </p>
        </>
      )}
      {data.postsPerDay === 0 && <p className="mt-2">Set posts per day above 0 to post.</p>}
    </div>
  );
}
