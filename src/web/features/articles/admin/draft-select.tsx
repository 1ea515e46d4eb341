import { Controller, type Control } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import type { ArticleDraft } from './article-draft';

export interface DraftSelectProps {
  control: Control<ArticleDraft>;
  /** The draft's fields that hold one of a few choices. */
  name: 'status' | 'articleLength' | 'aiModel';
  label: string;
  choices: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/** A labelled select bound to one of the editor's choice fields (status, article length, model). */
export function DraftSelect({ control, name, label, choices, disabled }: DraftSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label}>
          {(triggerProps) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...triggerProps}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
