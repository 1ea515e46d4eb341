import { describe, expect, it } from 'vitest';
import { priceLevelSymbols, priceTier } from '../../src/common/price-level';

describe('priceLevelSymbols', () => {
  it('turns 1 into one pound sign', () => {
    expect(priceLevelSymbols(1)).toBe('€');
  });

  it('turns 2 into two pound signs', () => {
    expect(priceLevelSymbols(2)).toBe('€€');
  });

  it('turns 3 into three pound signs', () => {
    expect(priceLevelSymbols(3)).toBe('€€€');
  });

  it('turns 4 into four pound signs', () => {
    expect(priceLevelSymbols(4)).toBe('€€€€');
  });

  it('clamps 7 to four pound signs', () => {
    expect(priceLevelSymbols(7)).toBe('€€€€');
  });

  it('clamps 0 up to one pound sign', () => {
    expect(priceLevelSymbols(0)).toBe('€');
  });

  it('clamps a negative level up to one pound sign', () => {
    expect(priceLevelSymbols(-3)).toBe('€');
  });

  it('is empty for null', () => {
    expect(priceLevelSymbols(null)).toBe('');
  });

  it('is empty for undefined', () => {
    expect(priceLevelSymbols(undefined)).toBe('');
  });

  it('is empty for NaN', () => {
    expect(priceLevelSymbols(Number.NaN)).toBe('');
  });
});

describe('priceTier', () => {
  it('calls 0 budget', () => {
    expect(priceTier(0)).toBe('budget');
  });

  it('calls 1 budget', () => {
    expect(priceTier(1)).toBe('budget');
  });

  it('calls 2 moderate', () => {
    expect(priceTier(2)).toBe('moderate');
  });

  it('calls 3 upscale', () => {
    expect(priceTier(3)).toBe('upscale');
  });

  it('calls 4 luxury', () => {
    expect(priceTier(4)).toBe('luxury');
  });

  it('calls 5 luxury', () => {
    expect(priceTier(5)).toBe('luxury');
  });
});

describe('priceTier with a fractional level', () => {
  it('rounds 2.4 to moderate and 2.6 to upscale, as the symbols do', () => {
    expect(priceTier(2.4)).toBe('moderate');
    expect(priceTier(2.6)).toBe('upscale');
  });
});
