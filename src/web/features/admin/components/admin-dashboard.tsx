import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminSession } from './admin-key-gate';

export interface AdminTab {
  /** The tab's id, kept in the address (?tab=places) so a reload stays on it. */
  value: string;
  label: string;
  /** Shown after the label, e.g. the unread-messages count. */
  badge?: ReactNode;
  content: ReactNode;
}

/** The 'Admin Dashboard' heading and its tabs; the first tab is the default. */
export function AdminDashboard({ tabs }: { tabs: [AdminTab, ...AdminTab[]] }) {
  const { lock } = useAdminSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = tabs.some((tab) => tab.value === requested) ? requested! : tabs[0].value;

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">
            Publish places, write guides and keep the site's data fresh.
          </p>
        </div>
        <Button variant="outline" onClick={lock}>
          <LogOut className="size-4" aria-hidden />
          Lock
        </Button>
      </div>

      <Tabs
        value={current}
        onValueChange={(value) =>
          setSearchParams(value === tabs[0].value ? {} : { tab: value }, { replace: true })
        }
        className="mt-6"
      >
        <TabsList aria-label="Dashboard sections" className="w-full justify-start sm:w-auto">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              {tab.badge}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </Container>
  );
}
