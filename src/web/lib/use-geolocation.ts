import { useCallback, useState } from 'react';
import type { LatLng } from '../../common/distance';

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

export interface GeolocationState {
  position: LatLng | null;
  /** Only 'Geolocation is not supported by your browser'; other failures are logged (SPEC 8). */
  error: string | null;
  /** Goes up on every reported error, so a repeated message is shown again. */
  errorCount: number;
  loading: boolean;
  locate: () => void;
  clear: () => void;
}

/** The user's position on demand: 5 s timeout, high accuracy, no cached position. */
export function useGeolocation(): GeolocationState {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [errorCount, setErrorCount] = useState(0);
  const [loading, setLoading] = useState(false);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setError(GEOLOCATION_UNSUPPORTED);
      setErrorCount((count) => count + 1);
      return;
    }
    setError(null);
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

  const clear = useCallback(() => {
    setPosition(null);
    setError(null);
  }, []);

  return { position, error, errorCount, loading, locate, clear };
}
