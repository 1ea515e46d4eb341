import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { PlacesView } from '../places-address';

const VIEWS = [
  { view: 'list', label: 'List', Icon: List },
  { view: 'map', label: 'Map', Icon: MapIcon },
] as const;

/** Two pressed-state buttons: the places as cards or on a map. */
export function PlacesViewToggle({
  view,
  onChange,
}: {
  view: PlacesView;
  onChange: (view: PlacesView) => void;
}) {
  return (
    <div role="group" aria-label="Show places as" className="inline-flex rounded-full bg-sand-100 p-1">
      {VIEWS.map(({ view: option, label, Icon }) => (
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
          {label}
        </button>
      ))}
    </div>
  );
}
