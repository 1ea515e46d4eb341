import { useMutation } from '@tanstack/react-query';
import { DatabaseBackup, Download } from 'lucide-react';
import { ADMIN_API } from '../../../../common/api-paths';
import type { BackupStatus } from '../../../../common/schemas/backups';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useAdminQuery } from '../../../lib/admin-queries';
import { adminDownload, errorMessage } from '../../../lib/api-client';
import { lastBackupText } from '../backup-format';

/** Hands a downloaded file to the browser as a download. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The Overview's Backups card: the newest nightly backup, and a backup of this moment to download. */
export function BackupCard() {
  const status = useAdminQuery<BackupStatus>(ADMIN_API.backups);
  const download = useMutation({
    mutationFn: () => adminDownload(ADMIN_API.backupDownload),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName ?? 'paphos-guide-backup.json.gz';
      saveFile(blob, name);
      toast({ title: 'Backup Downloaded', description: `${name} holds every table as it is now.` });
    },
    onError: (error) =>
      toast({ title: 'Backup Failed', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Card role="region" aria-labelledby="backups-title">
      <CardHeader>
        <CardTitle as="h2" id="backups-title" className="flex items-center gap-2">
          <DatabaseBackup className="size-5 text-sea-700" aria-hidden />
          Backups
        </CardTitle>
        <CardDescription>
          A backup of every table is taken each night at 06:30 and the newest{' '}
          {status.data ? status.data.keep : 14} are kept in the data folder. Restore one with{' '}
          <code>npm run db:import</code> into an empty database.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-muted-foreground" role="status">
          {status.data
            ? lastBackupText(status.data.latest)
            : status.isError
              ? errorMessage(status.error)
              : ' '}
        </p>
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden />
          {download.isPending ? 'Preparing Backup...' : 'Download Backup'}
        </Button>
      </CardContent>
    </Card>
  );
}
