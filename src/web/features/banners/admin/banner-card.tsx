import { Pencil, Trash2 } from 'lucide-react';
import type { Banner, BannerBody } from '../../../../common/schemas/banners';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { BannerForm } from './banner-form';
import { advertCodePreview, bannerName } from './banner-text';
import { KeywordMatches } from './keyword-matches';

export interface BannerCardProps {
  banner: Banner;
  editing: boolean;
  saving: boolean;
  deleting: boolean;
  onEdit(): void;
  onCancelEdit(): void;
  onSave(body: BannerBody): void;
  onDelete(): void;
}

/**
 * A banner in the dashboard: keyword, Active and Default badges, the published places its keyword matches,
 * and the first 150 characters of its code as text; or, while edited, its form (which previews the advert).
 */
export function BannerCard({
  banner,
  editing,
  saving,
  deleting,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
}: BannerCardProps) {
  const name = bannerName(banner);
  return (
    <article
      aria-label={`Banner ${name}`}
      className="grid gap-3 rounded-card border border-border bg-card p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-words text-lg font-bold leading-snug">
          {banner.keyword ?? <span className="text-muted-foreground">No keyword</span>}
        </h3>
        <Badge variant={banner.isActive ? 'success' : 'outline'}>
          {banner.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {banner.isDefault && <Badge variant="secondary">Default</Badge>}
      </div>

      {editing ? (
        <BannerForm
          initial={{
            keyword: banner.keyword ?? '',
            awinCode: banner.awinCode,
            isActive: banner.isActive,
            isDefault: banner.isDefault,
          }}
          label={`Edit banner ${name}`}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          pending={saving}
          onSubmit={(body) => onSave(body)}
          onCancel={onCancelEdit}
        />
      ) : (
        <>
          <KeywordMatches keyword={banner.keyword ?? ''} />
          <pre
            aria-label="Advert code (first 150 characters)"
            className="overflow-hidden whitespace-pre-wrap break-all rounded-xl bg-sand-100 px-3 py-2 font-mono text-xs text-foreground/85"
          >
            {advertCodePreview(banner.awinCode)}
          </pre>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit banner ${name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onDelete}
              disabled={deleting}
              aria-label={`${deleting ? 'Deleting' : 'Delete'} banner ${name}`}
              className="text-destructive"
            >
              <Trash2 aria-hidden="true" />
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
