import { describe, expect, it } from 'vitest';
import { signInAuthority } from './bindings';
import type { ClientConfig } from './config';
import { addressProblemOf, searchOf, selectSubApplication } from './sub-applications';

describe('sub-applications (docs/product/README.md table)', () => {
  it('chooses by query parameter, the main portal by default', () => {
    expect(selectSubApplication('?depreciationReportId=12').app.kind).toBe('farr');
    expect(selectSubApplication('?capexId=3').app.kind).toBe('capex');
    expect(selectSubApplication('?esgId=3').app.kind).toBe('esg');
    expect(selectSubApplication('?rcaId=3').app.kind).toBe('rca');
    expect(selectSubApplication('').app.kind).toBe('portal');
    expect(selectSubApplication('?depreciationReportId=abc').app.kind).toBe('portal');
  });

  it('round-trips a selection through its search', () => {
    const selection = selectSubApplication('?foo=1&capexId=77');
    expect(searchOf(selection)).toBe('?capexId=77');
    expect(searchOf(selectSubApplication(''))).toBe('');
  });

  it('signs the main portal in with the portal authority and link views with the link authority', () => {
    const config = { authorities: { portal: 'https://b2c/policy', link: 'https://link' } } as ClientConfig;
    expect(signInAuthority(config, '', null)).toBe('https://b2c/policy');
    expect(signInAuthority(config, '?depreciationReportId=1', null)).toBe('https://link');
    // Back from sign-in at the root: the search the sign-in started from decides.
    expect(signInAuthority(config, '', '?esgId=2')).toBe('https://link');
  });

  it('finds no problem in the portal, a report and its tabs (issue 26 item 15)', () => {
    expect(addressProblemOf('/', '')).toBeNull();
    expect(addressProblemOf('/', '?depreciationReportId=4')).toBeNull();
    expect(addressProblemOf('/AssetRegister', '?depreciationReportId=4')).toBeNull();
    expect(addressProblemOf('/history/', '?depreciationReportId=4')).toBeNull();
    expect(addressProblemOf('/', '?capexId=7&other=1')).toBeNull();
  });

  it('says a path has no page, a tab path without a report included', () => {
    expect(addressProblemOf('/no/such/page', '')).toEqual({ kind: 'not-found', path: '/no/such/page' });
    expect(addressProblemOf('/AssetRegister', '')).toMatchObject({ kind: 'not-found' });
    expect(addressProblemOf('/AssetRegisterX', '?depreciationReportId=4')).toMatchObject({
      kind: 'not-found',
    });
  });

  it('says an id that is not a whole number is not valid, rather than opening the portal', () => {
    expect(addressProblemOf('/', '?depreciationReportId=abc')).toMatchObject({
      kind: 'invalid-id',
      value: 'abc',
      app: { kind: 'farr' },
    });
    expect(addressProblemOf('/', '?esgId=')).toMatchObject({ kind: 'invalid-id', value: '' });
  });
});
