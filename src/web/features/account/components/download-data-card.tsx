import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { ACCOUNT_EXPORT_URL } from '../api';

/** 'Download My Data': the account, the saved places and how many devices are signed in, as JSON. */
export function DownloadDataCard() {
  return (
    <SidebarCard title="Your Data">
      <p className="text-sm text-muted-foreground">
        Download what we keep about you: your name and email, when you joined, the places you saved and how
        many devices are logged in. It comes as a JSON file.
      </p>
      <a
        href={ACCOUNT_EXPORT_URL}
        download="paphos-guide-my-data.json"
        className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
      >
        <Download aria-hidden="true" />
        Download My Data
      </a>
    </SidebarCard>
  );
}
