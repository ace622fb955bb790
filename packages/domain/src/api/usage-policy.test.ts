import { describe, expect, it } from 'vitest';
import { policyAcceptanceNeeded, USAGE_POLICY } from './usage-policy';

describe('policyAcceptanceNeeded (issue 15: missing or older than the current policy)', () => {
  it('asks a user who never accepted, or accepted before the policy’s date', () => {
    expect(policyAcceptanceNeeded(null, '2026-07-01')).toBe(true);
    expect(policyAcceptanceNeeded('2026-06-30', '2026-07-01')).toBe(true);
    expect(policyAcceptanceNeeded('2025-12-31', '2026-07-01')).toBe(true);
  });

  it('does not ask again once accepted on or after the date', () => {
    expect(policyAcceptanceNeeded('2026-07-01', '2026-07-01')).toBe(false);
    expect(policyAcceptanceNeeded('2027-01-02', '2026-07-01')).toBe(false);
  });

  it('compares with the current policy by default, dated as a civil date', () => {
    expect(USAGE_POLICY.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policyAcceptanceNeeded(USAGE_POLICY.date)).toBe(false);
    expect(USAGE_POLICY.paragraphs.length).toBeGreaterThan(0);
  });
});
