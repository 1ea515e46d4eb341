import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface ViewOption<View extends string> {
  view: View;
  label: string;
  Icon: LucideIcon;
}

/** Pressed-state buttons choosing how a list is shown (cards or a map, an agenda or cards). */
export function ViewToggle<View extends string>({
  label,
  options,
  view,
  onChange,
}: {
  /** Names the group for screen readers: 'Show places as'. */
  label: string;
  options: readonly ViewOption<View>[];
  view: View;
  onChange: (view: View) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full bg-sand-100 p-1">
      {options.map(({ view: option, label: optionLabel, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
            view === option
              ? 'bg-card text-sea-800 shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {optionLabel}
        </button>
      ))}
    </div>
  );
}
