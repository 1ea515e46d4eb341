import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

const TRIGGER_CLASS =
  'flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-xl border border-input bg-card px-3.5 text-left text-sm ' +
  'text-foreground shadow-xs focus-visible:outline-3 focus-visible:outline-ring data-[placeholder]:text-muted-foreground ' +
  'disabled:cursor-not-allowed disabled:opacity-60 [&>span]:truncate';

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger className={cn(TRIGGER_CLASS, className)} {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 opacity-70" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * A closed select's trigger as Radix draws it, without Radix: what a page shows until the real select is
 * mounted. `onOpen` is asked for by a click or a key that would open the select.
 */
export function StillSelectTrigger({
  className,
  value,
  onOpen,
  ...props
}: Omit<ComponentProps<'button'>, 'children' | 'value'> & { value: string; onOpen(): void }) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      data-state="closed"
      className={cn(TRIGGER_CLASS, className)}
      // On click, not as the press starts as Radix does: the select opening under a held button would take
      // its release for a choice.
      onClick={onOpen}
      onKeyDown={(event) => {
        if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
      {...props}
    >
      <span style={{ pointerEvents: 'none' }}>{value}</span>
      <ChevronDown className="size-4 shrink-0 opacity-70" aria-hidden="true" />
    </button>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[8rem] overflow-hidden rounded-xl ' +
            'border border-border bg-card text-card-foreground shadow-lift data-[state=open]:animate-fade-in',
          position === 'popper' && 'w-full min-w-[var(--radix-select-trigger-width)]',
          className,
        )}
        sideOffset={position === 'popper' ? 4 : undefined}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center">
          <ChevronUp className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center">
          <ChevronDown className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default select-none items-center rounded-lg py-2 pl-8 pr-2 text-sm outline-none ' +
          'data-[highlighted]:bg-sea-50 data-[highlighted]:text-sea-800 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
