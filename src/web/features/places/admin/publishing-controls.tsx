import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PublishNextResult } from '../../../../common/schemas/places';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useJobStatus } from '../../../lib/admin-queries';
import { jobProgressLabel } from '../../../lib/job-progress';
import { usePublishNext } from './api';
import { clampPublishQuantity, PUBLISH_QUANTITY_DEFAULT } from './publishing';

/**
 * 'Publishing Controls' (SPEC 2, 5, 8): publishes the oldest pending places, optionally only those matching
 * a keyword, writing a description for any that lacks one; shows what it is writing while it works.
 */
export function PublishingControls({ pendingPlaces }: { pendingPlaces: number | undefined }) {
  const [quantityText, setQuantityText] = useState(String(PUBLISH_QUANTITY_DEFAULT));
  const [keyword, setKeyword] = useState('');
  const [published, setPublished] = useState<PublishNextResult['places']>([]);
  const publish = usePublishNext({
    onSuccess: (result) => {
      if (!result.success) {
        toast({
          title: 'No Places to Publish',
          description: result.message || 'No pending places available.',
        });
        return;
      }
      setPublished(result.places);
      toast({ title: 'Places Published', description: result.message });
    },
  });
  const progress = jobProgressLabel(useJobStatus('publish', publish.isPending).data);
  const quantity = clampPublishQuantity(quantityText);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (publish.isPending) return;
    setQuantityText(String(quantity));
    publish.mutate({ quantity, keyword: keyword.trim() || undefined });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Publishing Controls</CardTitle>
        <CardDescription>
          Publish the oldest places waiting in the queue
          {pendingPlaces !== undefined && ` (${pendingPlaces} pending)`}. Places without a description get one
          written first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          className="grid gap-4 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
          aria-label="Publishing Controls"
        >
          <FormField label="Quantity" hint="1 to 50">
            {(field) => (
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={50}
                value={quantityText}
                onChange={(event) => setQuantityText(event.target.value)}
                onBlur={() => setQuantityText(String(quantity))}
                {...field}
              />
            )}
          </FormField>
          <FormField label="Keyword Filter" hint="Optional: matches a name, category or address">
            {(field) => (
              <Input
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                placeholder="e.g. beach, Kato Paphos"
                maxLength={100}
                {...field}
              />
            )}
          </FormField>
          <Button type="submit" disabled={publish.isPending} className="sm:mb-7">
            <Send aria-hidden />
            {publish.isPending
              ? 'Publishing...'
              : `Publish ${quantity} ${quantity === 1 ? 'Place' : 'Places'}`}
          </Button>
        </form>
        <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
          {publish.isPending && (progress ?? 'Publishing...')}
        </p>
        {published.length > 0 && (
          <div className="mt-2 rounded-xl bg-olive-50 p-4 text-sm">
            <p className="font-semibold text-olive-700">Just published</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {published.map((place) => (
                <li key={place.id}>
                  <Link to={`/places/${place.slug}`} className="text-sea-800 underline underline-offset-2">
                    {place.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
