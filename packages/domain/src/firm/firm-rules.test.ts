import { describe, expect, it } from 'vitest';
import type { FirmSave, OfficeSave } from '../api/firm-calls';
import { FIRM_TEXT_LIMITS, paragraphsOf, validateFirm, validateOffice } from './firm-rules';

const firm = (change: Partial<FirmSave> = {}): FirmSave => ({
  name: 'Meridian Quantity Surveyors Pty Ltd',
  abn: '51 824 753 556',
  tpbRegistrationNumber: '26104835',
  phone: '02 9000 1234',
  email: 'schedules@meridianqs.com.au',
  website: 'www.meridianqs.com.au',
  disclaimer: 'Not tax advice.',
  notes: 'First note.\n\nSecond note.',
  ...change,
});

const office = (change: Partial<OfficeSave> = {}): OfficeSave => ({
  name: 'Sydney',
  streetAddress: 'Level 12, 60 Margaret Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone: '(02) 9000 1234',
  email: '',
  ...change,
});

describe('validateFirm', () => {
  it('accepts a complete firm, and one with only its name and texts', () => {
    expect(validateFirm(firm())).toEqual({});
    expect(
      validateFirm(firm({ abn: '', tpbRegistrationNumber: '', phone: '', email: '', website: '' })),
    ).toEqual({});
  });

  it('names each field in error, in words the administrator can act on', () => {
    const errors = validateFirm(
      firm({
        name: '  ',
        abn: '51 824 753 557',
        tpbRegistrationNumber: '2610483',
        phone: 'call us',
        email: 'schedules',
        website: 'not a site',
        disclaimer: '',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['abn', 'disclaimer', 'email', 'name', 'phone', 'tpbRegistrationNumber', 'website'].sort(),
    );
    expect(errors.abn).toMatch(/Not an ABN/);
    expect(errors.tpbRegistrationNumber).toMatch(/8 digits/);
  });

  it('bounds the standard texts so each prints on its page', () => {
    const long = 'x'.repeat(FIRM_TEXT_LIMITS.notes.characters + 1);
    expect(validateFirm(firm({ notes: long })).notes).toMatch(/at most 4000 fit its page/);
    const many = Array.from({ length: FIRM_TEXT_LIMITS.disclaimer.paragraphs + 1 }, () => 'A line.').join(
      '\n\n',
    );
    expect(validateFirm(firm({ disclaimer: many })).disclaimer).toMatch(/at most 8 fit its page/);
  });

  it('reads paragraphs at blank lines and joins the lines within one', () => {
    expect(paragraphsOf('One\nline.\n\n\nTwo.\r\n\r\nThree. ')).toEqual(['One line.', 'Two.', 'Three.']);
  });
});

describe('validateOffice', () => {
  it('accepts an office with its address, and asks for each missing part', () => {
    expect(validateOffice(office())).toEqual({});
    expect(validateOffice(office({ state: 'vic', postcode: '3000' }))).toEqual({});
    const errors = validateOffice(
      office({ name: '', streetAddress: '', suburb: '', state: 'Sydney', postcode: '200', email: 'x@' }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['email', 'name', 'postcode', 'state', 'streetAddress', 'suburb'].sort(),
    );
  });
});
