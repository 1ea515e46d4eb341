import { useCallback, useState } from 'react';
import type { LatLng } from '../../common/distance';
import { toast } from '../components/ui/use-toast';

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

export interface GeolocationState {
  position: LatLng | null;
  loading: boolean;
  locate: () => void;
  clear: () => void;
}

/**
 * The user's position on demand: 5 s timeout, high accuracy, no cached position. A browser without
 * geolocation gets a toast on every attempt; other failures are only logged (SPEC 8).
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
        console.error('Error getting location:', failure.message);
        setLoading(false);
      },
      OPTIONS,
    );
  }, []);

  const clear = useCallback(() => setPosition(null), []);

  return { position, loading, locate, clear };
}
