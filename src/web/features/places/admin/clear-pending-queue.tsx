import { Archive } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useArchivePending } from './api';

/** 'Clear Pending Queue' (SPEC 2, 9): archives every pending place after a confirmation naming the count. */
export function ClearPendingQueue({ pendingPlaces }: { pendingPlaces: number | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchivePending({
    onSuccess: ({ count }) =>
      toast({
        title: 'Pending Queue Cleared',
        description: `Archived ${count} pending ${count === 1 ? 'place' : 'places'}.`,
      }),
  });
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setConfirming(true)}
        disabled={archive.isPending || pendingPlaces === 0}
      >
        <Archive aria-hidden />
        {archive.isPending ? 'Clearing...' : 'Clear Pending Queue'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear the pending queue?"
        description={`This archives all ${pendingPlaces ?? 0} pending places. They come back only if a sync lists them again.`}
        confirmLabel="Archive pending places"
        destructive
        onConfirm={() => archive.mutate()}
      />
    </>
  );
}
