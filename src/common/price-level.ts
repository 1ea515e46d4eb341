import type { PriceTier } from './categories';

/** A price level becomes 1 to 4 euro signs (Cyprus uses the euro), clamped; empty when there is none. */
export function priceLevelSymbols(level: number | null | undefined): string {
  if (level === null || level === undefined || Number.isNaN(level)) return '';
  const clamped = Math.min(4, Math.max(1, Math.round(level)));
  return '€'.repeat(clamped);
}

/** 0 or 1 budget, 2 moderate, 3 upscale, 4 or more luxury. */
export function priceTier(level: number): PriceTier {
  const rounded = Math.round(level);
  if (rounded <= 1) return 'budget';
  if (rounded === 2) return 'moderate';
  if (rounded === 3) return 'upscale';
  return 'luxury';
}
