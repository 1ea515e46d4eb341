const MEASUREMENT_ID = /^(G|GT)-[A-Z0-9]{7,}$/;

/** A Google Analytics measurement id: 'G-' or 'GT-' then at least 7 uppercase letters or digits. */
export function isValidMeasurementId(id: string | null | undefined): id is string {
  if (!id || id.trim() === '') return false;
  return MEASUREMENT_ID.test(id.trim());
}
