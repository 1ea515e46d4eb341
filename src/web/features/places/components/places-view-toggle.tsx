import { List, Map as MapIcon } from 'lucide-react';
import { ViewToggle } from '../../../components/ui/view-toggle';
import type { PlacesView } from '../places-address';

const VIEWS = [
  { view: 'list', label: 'List', Icon: List },
  { view: 'map', label: 'Map', Icon: MapIcon },
] as const;

/** The places as cards or on a map. */
export function PlacesViewToggle({
  view,
  onChange,
}: {
  view: PlacesView;
  onChange: (view: PlacesView) => void;
}) {
  return <ViewToggle label="Show places as" options={VIEWS} view={view} onChange={onChange} />;
}
