import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import type { Banner } from '../../../../common/schemas/banners';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useAdminBanners, useCreateBanner, useDeleteBanner, useUpdateBanner } from './admin-api';
import { BannerCard } from './banner-card';
import { BannerForm, NEW_BANNER } from './banner-form';
import { bannerName } from './banner-text';
import { LoadError } from '../../../components/ui/load-error';

/**
 * The dashboard's Banners tab (SPEC 2, 4, 8): the 'Add Banner' form and the banner adverts, each with
 * Edit (in place) and Delete (after a confirmation).
 */
export function BannersTab() {
  const banners = useAdminBanners();
  const createBanner = useCreateBanner();
  const updateBanner = useUpdateBanner();
  const deleteBanner = useDeleteBanner();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Banner | null>(null);

  return (
    <DashboardSection
      title="Banner adverts"
      description="Affiliate adverts chosen by keyword; the default one shows where no keyword matches."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Add Banner</CardTitle>
          </CardHeader>
          <CardContent>
            <BannerForm
              initial={NEW_BANNER}
              label="Add Banner"
              submitLabel="Add Banner"
              busyLabel="Adding..."
              pending={createBanner.isPending}
              onSubmit={(body, reset) =>
                createBanner.mutate(body, {
                  onSuccess: () => {
                    reset();
                    toast({ title: 'Success', description: 'Banner created successfully' });
                  },
                })
              }
            />
          </CardContent>
        </Card>

        <div className="grid gap-3">
          {banners.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading banners...
              </p>
              {[0, 1].map((index) => (
                <div key={index} className="grid gap-3 rounded-card border border-border bg-card p-5">
                  <Skeleton className="h-5 w-1/3" />
                  <Skeleton className="h-16 w-full" />
                </div>
              ))}
            </>
          ) : banners.isError ? (
            <LoadError what="the banners" error={banners.error} onRetry={() => void banners.refetch()} />
          ) : banners.data.length === 0 ? (
            <EmptyState icon={<Megaphone className="size-10 text-sea-600" aria-hidden="true" />}>
              <p className="font-semibold text-foreground">No banner adverts yet</p>
              <p className="mt-1 text-sm">Add one with the form.</p>
            </EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label="Banner adverts">
              {banners.data.map((banner) => (
                <li key={banner.id}>
                  <BannerCard
                    banner={banner}
                    editing={editingId === banner.id}
                    saving={updateBanner.isPending && updateBanner.variables?.id === banner.id}
                    deleting={deleteBanner.isPending && deleteBanner.variables === banner.id}
                    onEdit={() => setEditingId(banner.id)}
                    onCancelEdit={() => setEditingId(null)}
                    onSave={(body) =>
                      updateBanner.mutate(
                        { id: banner.id, body },
                        {
                          onSuccess: () => {
                            setEditingId(null);
                            toast({ title: 'Success', description: 'Banner updated successfully' });
                          },
                        },
                      )
                    }
                    onDelete={() => setToDelete(banner)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this banner?"
        description={
          toDelete && `Banner ${bannerName(toDelete)} will be removed from the site. This cannot be undone.`
        }
        confirmLabel="Delete Banner"
        destructive
        onConfirm={() => {
          if (!toDelete) return;
          const id = toDelete.id;
          deleteBanner.mutate(id, {
            onSuccess: () => toast({ title: 'Success', description: 'Banner deleted successfully' }),
          });
        }}
      />
    </DashboardSection>
  );
}
