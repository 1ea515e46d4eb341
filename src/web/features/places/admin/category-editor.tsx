import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  CATEGORY_LABELS,
  DEFAULT_AI_MODEL,
  PLACE_CATEGORIES,
  type AiModel,
  type PlaceCategory,
} from '../../../../common/categories';
import type { AdminPlace, CategoryChangeResult } from '../../../../common/schemas/places';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useWriterInfo } from '../../../lib/admin-queries';
import { isCategoryEditEmpty, writingDescriptionText } from './admin-places';
import { useChangePlaceCategory } from './api';

/**
 * 'Edit Category' of one place (SPEC 2, Places): a category select, 'Regenerate description' with the AI
 * model it uses (none to choose without an AI key), Save and Cancel. Nothing is chosen at first, and Save
 * waits until something is. A regenerated description comes back as a draft for the operator to review.
 */
export function CategoryEditor({
  place,
  onClose,
}: {
  place: AdminPlace;
  onClose: (result?: CategoryChangeResult) => void;
}) {
  const id = useId();
  const [category, setCategory] = useState<PlaceCategory | undefined>();
  const [regenerateDescription, setRegenerateDescription] = useState(false);
  const [model, setModel] = useState<AiModel>(DEFAULT_AI_MODEL);
  const writer = useWriterInfo();
  // Without an AI key the offline writer drafts from the place's data: there is no model to choose.
  const models = writer.data?.models ?? [];
  const change = useChangePlaceCategory(place, onClose);
  const writing = change.isPending && change.variables.regenerateDescription;
  const nothingToSave = isCategoryEditEmpty({ category, regenerateDescription });

  function save(event: FormEvent) {
    event.preventDefault();
    if (nothingToSave) return;
    change.mutate({ category, regenerateDescription, model: models.length > 0 ? model : null });
  }

  return (
    <form
      onSubmit={save}
      aria-label={`Edit category of ${place.name}`}
      aria-busy={change.isPending}
      className="mt-3 grid gap-4 rounded-xl border border-border bg-sand-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            value={category ?? ''}
            onValueChange={(value) => setCategory(value as PlaceCategory)}
            disabled={change.isPending}
          >
            <SelectTrigger id={`${id}-category`} autoFocus>
              <SelectValue placeholder={`Keep ${CATEGORY_LABELS[place.category]}`} />
            </SelectTrigger>
            <SelectContent>
              {PLACE_CATEGORIES.map((option) => (
                <SelectItem key={option} value={option}>
                  {CATEGORY_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        {/* The model comes after the box that reveals it, so it appears where the keyboard goes next. */}
        <div className="grid content-start gap-4 sm:pt-7">
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={`${id}-regenerate`}
              checked={regenerateDescription}
              onCheckedChange={(checked) => setRegenerateDescription(checked === true)}
              disabled={change.isPending}
            />
            <Label htmlFor={`${id}-regenerate`}>Regenerate description</Label>
          </div>
          {regenerateDescription && writer.data?.offline && (
            <p className="text-sm text-muted-foreground">
              No AI key is set: the offline writer drafts the description from the place&rsquo;s own data (its
              kind, town, highlights and facilities). You review the draft before it replaces anything.
            </p>
          )}
          {regenerateDescription && models.length > 0 && (
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-model`}>AI model</Label>
              <Select
                value={model}
                onValueChange={(value) => setModel(value as AiModel)}
                disabled={change.isPending}
              >
                <SelectTrigger id={`${id}-model`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {models.map((option) => (
                    <SelectItem key={option} value={option}>
                      {option}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        </div>
      </div>

      {writing && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-sea-800">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {writingDescriptionText(place.name, change.variables.model)}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={change.isPending || nothingToSave}>
          {change.isPending ? (writing ? 'Writing draft...' : 'Saving...') : 'Save'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onClose()}
          disabled={change.isPending}
        >
          Cancel
        </Button>
        {nothingToSave && (
          <p className="text-xs text-muted-foreground">Choose a category or tick Regenerate description.</p>
        )}
      </div>
    </form>
  );
}
