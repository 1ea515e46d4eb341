import { useCallback, useState } from 'react';
import type { LatLng } from '../../common/distance';
import { toast } from '../components/ui/use-toast';

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';
export const GEOLOCATION_REFUSED =
  'Your browser did not share your location. To see distances, allow location for this site (the icon beside the address bar), then press Locate Me again.';

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

export interface GeolocationState {
  position: LatLng | null;
  loading: boolean;
  locate: () => void;
  clear: () => void;
}

/**
 * The user's position on demand: 5 s timeout, high accuracy, no cached position. A browser without
 * geolocation, or a refusal, gets a toast on every attempt; other failures are only logged (SPEC 8).
 */
export function useGeolocation(): GeolocationState {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [loading, setLoading] = useState(false);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      toast({ title: 'Location unavailable', description: GEOLOCATION_UNSUPPORTED, variant: 'destructive' });
      return;
    }
    setLoading(true);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        setPosition({ lat: result.coords.latitude, lng: result.coords.longitude });
        setLoading(false);
      },
      (failure) => {
        setLoading(false);
        // A refusal is the visitor's choice, so say how to change it; a timeout or no fix is only logged.
        if (failure.code === failure.PERMISSION_DENIED) {
          toast({ title: 'Location refused', description: GEOLOCATION_REFUSED, variant: 'destructive' });
          return;
        }
        console.error('Error getting location:', failure.message);
      },
      OPTIONS,
    );
  }, []);

  const clear = useCallback(() => setPosition(null), []);

  return { position, loading, locate, clear };
}
