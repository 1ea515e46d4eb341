import { Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';

export interface SearchInputProps extends Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'value' | 'onChange'
> {
  label: string;
  /** The label for assistive technology only, where the placeholder and the place say what the box is for. */
  hideLabel?: boolean;
  value: string;
  onValueChange(value: string): void;
  /** 'field' sits among a form's fields; 'hero' is the large pill on a page's coloured band. */
  variant?: 'field' | 'hero';
  /** Classes of the wrapper (its margins and width), not of the input. */
  className?: string;
}

/** A labelled search box with a magnifier, emptied by the browser's own clear button (type="search"). */
export function SearchInput({
  label,
  hideLabel = false,
  value,
  onValueChange,
  variant = 'field',
  className,
  ...inputProps
}: SearchInputProps) {
  const id = useId();
  const hero = variant === 'hero';
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className={cn(
            'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground',
            hero ? 'left-4 size-5' : 'left-3.5 size-4',
          )}
          aria-hidden="true"
        />
        <Input
          {...inputProps}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={hero ? 'h-12 rounded-full border-transparent pl-12 shadow-lift' : 'pl-10'}
        />
      </div>
    </div>
  );
}
