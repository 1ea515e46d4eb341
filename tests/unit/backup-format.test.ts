import { describe, expect, it } from 'vitest';
import { backupSize, lastBackupText } from '../../src/web/features/backups/backup-format';

describe("the Overview's backup line", () => {
  it('gives sizes in KB and MB', () => {
    expect(backupSize(1_234_567)).toBe('1.2 MB');
    expect(backupSize(840_400)).toBe('840 KB');
    expect(backupSize(12)).toBe('1 KB');
  });

  it('says when the last nightly backup was taken, or that none has been', () => {
    expect(lastBackupText(null)).toBe('No nightly backup yet: the first is taken at 06:30.');
    expect(lastBackupText({ createdAt: '2026-11-27T04:30:00.000Z', bytes: 1_500_000 })).toBe(
      'Last nightly backup: 27 Nov 2026, 06:30 (1.5 MB).',
    );
  });
});
