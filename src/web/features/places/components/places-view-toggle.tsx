import { List, Map as MapIcon } from 'lucide-react';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { useTranslator } from '../../../lib/i18n';
import type { PlacesView } from '../places-address';

/** The places as cards or on a map. */
export function PlacesViewToggle({
  view,
  onChange,
}: {
  view: PlacesView;
  onChange: (view: PlacesView) => void;
}) {
  const { t } = useTranslator();
  const views = [
    { view: 'list', label: t('places.view.list'), Icon: List },
    { view: 'map', label: t('places.view.map'), Icon: MapIcon },
  ] as const;
  return <ViewToggle label={t('places.view.label')} options={views} view={view} onChange={onChange} />;
}
