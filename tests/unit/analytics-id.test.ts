import { describe, expect, it } from 'vitest';
import { isValidMeasurementId } from '../../src/common/analytics-id';

describe('isValidMeasurementId', () => {
  it("accepts 'G-' followed by 7 uppercase letters or digits", () => {
    expect(isValidMeasurementId('G-ABC1234')).toBe(true);
  });

  it("accepts 'GT-' followed by 7 uppercase letters or digits", () => {
    expect(isValidMeasurementId('GT-ABCDEFG')).toBe(true);
  });

  it('accepts more than 7 characters after the prefix', () => {
    expect(isValidMeasurementId('G-0123456789AB')).toBe(true);
  });

  it('rejects only 6 characters after the prefix', () => {
    expect(isValidMeasurementId('G-ABC123')).toBe(false);
    expect(isValidMeasurementId('GT-ABC123')).toBe(false);
  });

  it('rejects lowercase characters after the prefix', () => {
    expect(isValidMeasurementId('G-abc1234')).toBe(false);
  });

  it('rejects a lowercase prefix', () => {
    expect(isValidMeasurementId('g-ABC1234')).toBe(false);
    expect(isValidMeasurementId('gt-ABC1234')).toBe(false);
  });

  it('rejects other prefixes', () => {
    expect(isValidMeasurementId('UA-1234567-1')).toBe(false);
    expect(isValidMeasurementId('AW-1234567')).toBe(false);
    expect(isValidMeasurementId('GTM-ABC1234')).toBe(false);
  });

  it('rejects punctuation inside the id', () => {
    expect(isValidMeasurementId('G-ABC-1234')).toBe(false);
    expect(isValidMeasurementId('G-ABC1234"><script>')).toBe(false);
  });

  it('rejects a missing prefix', () => {
    expect(isValidMeasurementId('ABC1234')).toBe(false);
    expect(isValidMeasurementId('-ABC1234')).toBe(false);
  });

  it('rejects blank, empty, null and undefined', () => {
    expect(isValidMeasurementId('')).toBe(false);
    expect(isValidMeasurementId('   ')).toBe(false);
    expect(isValidMeasurementId(null)).toBe(false);
    expect(isValidMeasurementId(undefined)).toBe(false);
  });

  it('ignores surrounding whitespace', () => {
    expect(isValidMeasurementId('  G-ABC1234\n')).toBe(true);
  });
});
