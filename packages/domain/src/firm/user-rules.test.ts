import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayCheck, maySurvey, validateNewUser } from './user-rules';

const GOOD = {
  firstName: 'Dana',
  lastName: 'Nguyen',
  email: 'dana.nguyen@firm.com.au',
  role: 'surveyor' as const,
};

describe('a new user as an administrator enters them', () => {
  it('accepts a name, an email and a known role', () => {
    expect(validateNewUser(GOOD)).toEqual({});
  });

  it('names each field in error and why', () => {
    expect(
      validateNewUser({ firstName: ' ', lastName: '', email: 'dana at firm', role: 'boss' as never }),
    ).toEqual({
      firstName: 'The first name is required.',
      lastName: 'The last name is required.',
      email: 'An e-mail address looks like name@firm.com.au.',
      role: 'Choose surveyor, checker or administrator.',
    });
    expect(validateNewUser({ ...GOOD, email: '' }).email).toMatch(/required/);
  });

  it('refuses any email without one @ between a name and a dotted domain', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim())),
        (email) => {
          expect(validateNewUser({ ...GOOD, email }).email).toBeDefined();
        },
      ),
    );
  });

  it('accepts any well-formed address', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= 254 && /\.[^.@]+$/.test(e)),
        (email) => {
          expect(validateNewUser({ ...GOOD, email }).email).toBeUndefined();
        },
      ),
    );
  });
});

describe('who may be a report’s surveyor or checker', () => {
  it('offers checkers as both, surveyors as surveyors only, administrators as neither', () => {
    expect(['surveyor', 'checker', 'administrator'].map((r) => [maySurvey(r), mayCheck(r)])).toEqual([
      [true, false],
      [true, true],
      [false, false],
    ]);
  });
});
