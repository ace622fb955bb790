import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportFixture } from './report.fixture';
import {
  missingReportFacts,
  type ReportFactValues,
  reportFactOrderProblems,
  reportFactProblems,
  reportFactsOf,
  scheduleStartOf,
  scheduleStartSentence,
} from './report-facts';

const NONE: ReportFactValues = {
  instructedPerson: null,
  instructedCompany: null,
  instructionRef: null,
  instructionDate: null,
  inspectionDate: null,
  exchangeDate: null,
  settlementDate: null,
  constructionCommencementDate: null,
  constructionCompletionDate: null,
  firstAvailableForRentDate: null,
};

const COMPLETE: ReportFactValues = {
  instructedPerson: 'Jo Client',
  instructedCompany: 'Client Pty Ltd',
  instructionRef: 'INS-1',
  instructionDate: '2025-04-01',
  inspectionDate: '2025-04-15',
  exchangeDate: '2018-03-02',
  settlementDate: '2018-04-13',
  constructionCommencementDate: '1998-02-01',
  constructionCompletionDate: '1999-06-30',
  firstAvailableForRentDate: '2018-05-01',
};

/** A civil date between 1950 and 2040. */
const civilDate = fc
  .date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const sorted = (n: number) => fc.array(civilDate, { minLength: n, maxLength: n }).map((ds) => ds.sort());

/** Facts whose dates are in every order a real report has: the rules must accept all of them. */
const plausible = fc
  .record({
    building: sorted(3),
    purchase: sorted(2),
    instruction: sorted(2),
    known: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  })
  .map(({ building, purchase, instruction, known }) => {
    const keep = (i: number, date: string | undefined) => (known[i] ? (date ?? null) : null);
    return {
      ...COMPLETE,
      constructionCommencementDate: keep(0, building[0]),
      constructionCompletionDate: keep(1, building[1]),
      firstAvailableForRentDate: keep(2, building[2]),
      exchangeDate: keep(3, purchase[0]),
      settlementDate: keep(4, purchase[1]),
      instructionDate: keep(5, instruction[0]),
      inspectionDate: keep(6, instruction[1]),
    };
  });

const PAIRS = [
  ['constructionCommencementDate', 'constructionCompletionDate'],
  ['constructionCompletionDate', 'firstAvailableForRentDate'],
  ['exchangeDate', 'settlementDate'],
  ['instructionDate', 'inspectionDate'],
] as const;

describe('the order of the report’s facts (docs/product/general-info.md "Dates and instructions")', () => {
  it('accepts every order a real report has, with any date unknown', () => {
    fc.assert(
      fc.property(plausible, (facts) => {
        expect(reportFactOrderProblems(facts)).toEqual([]);
      }),
    );
  });

  it('refuses the later fact of each pair when it is before the earlier one, naming both', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAIRS), sorted(2), ([earlier, later], [a, b]) => {
        fc.pre(a !== b);
        const facts = { ...NONE, [earlier]: b, [later]: a };
        const problems = reportFactOrderProblems(facts);
        expect(problems.map((p) => p.field)).toEqual([later]);
      }),
    );
  });

  it('says which dates are out of order, in words', () => {
    expect(
      reportFactOrderProblems({
        ...COMPLETE,
        constructionCommencementDate: '2010-06-01',
        constructionCompletionDate: '2010-03-01',
      }),
    ).toEqual([
      {
        field: 'constructionCompletionDate',
        message:
          'Construction completion date (01 March 2010) is before construction commencement date (01 June 2010): a building is completed after it is begun.',
      },
    ]);
  });

  it('judges no pair with an unknown date', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAIRS), civilDate, fc.boolean(), ([earlier, later], date, first) => {
        const facts = { ...NONE, [first ? earlier : later]: date };
        expect(reportFactOrderProblems(facts)).toEqual([]);
      }),
    );
  });
});

describe('the facts a report needs before QA', () => {
  it('needs nothing more of a complete report, whether or not capital works are undated', () => {
    expect(missingReportFacts(COMPLETE, { undatedCapitalWorks: true })).toEqual([]);
    expect(reportFactProblems(COMPLETE, { undatedCapitalWorks: false })).toEqual([]);
  });

  it('names each missing fact', () => {
    const messages = missingReportFacts(NONE, { undatedCapitalWorks: true }).map((p) => p.message);
    expect(messages).toEqual([
      'Instructed by (a person or a company) is missing.',
      'Instruction date is missing.',
      'Inspection date is missing.',
      'Settlement date or first available for rent is missing: the schedule must say from when it starts.',
      'Construction commencement date is missing: the register has capital works (Division 43) without a construction start date of their own.',
    ]);
  });

  it('takes a person or a company, settlement or first available for rent, and asks construction dates only for undated capital works', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        maybe(civilDate),
        (person, settled, undated, commencement) => {
          const facts: ReportFactValues = {
            ...COMPLETE,
            instructedPerson: person ? 'Jo Client' : null,
            instructedCompany: person ? null : 'Client Pty Ltd',
            settlementDate: settled ? '2018-04-13' : null,
            firstAvailableForRentDate: settled ? null : '2018-05-01',
            constructionCommencementDate: commencement,
            constructionCompletionDate: null,
          };
          const missing = missingReportFacts(facts, { undatedCapitalWorks: undated });
          expect(missing.map((p) => p.field)).toEqual(
            undated && commencement === null ? ['constructionCommencementDate'] : [],
          );
        },
      ),
    );
  });

  it('reads the facts from the report as the wire holds them, blank text as unknown', () => {
    const report = reportFixture();
    report.instructions.instructedPerson = '  ';
    expect(reportFactsOf(report)).toMatchObject({
      instructedPerson: null,
      instructionDate: '2025-04-01',
      settlementDate: '2018-04-13',
      firstAvailableForRentDate: null,
    });
  });
});

describe('the start of the schedule (docs/report-document.md "Basis of this report")', () => {
  it('is the latest of settlement, first available for rent and completion, and one of them', () => {
    fc.assert(
      fc.property(maybe(civilDate), maybe(civilDate), maybe(civilDate), (settled, available, completed) => {
        const facts = {
          ...NONE,
          settlementDate: settled,
          firstAvailableForRentDate: available,
          constructionCompletionDate: completed,
        };
        const known = [settled, available, completed].filter((d): d is string => d !== null);
        const start = scheduleStartOf(facts);
        if (known.length === 0) expect(start).toBeNull();
        else {
          const date = start?.date ?? '';
          expect(known).toContain(date);
          for (const other of known) expect(date >= other).toBe(true);
        }
      }),
    );
  });

  it('says from when and why', () => {
    expect(scheduleStartSentence(COMPLETE)).toBe(
      'Start of the schedule: 01 May 2018, the date the property was first available for rent (settlement 13 April 2018; construction completed 30 June 1999): deductions are claimed only while it is held to produce income. Each asset’s decline in value starts at its own start date (first used or installed ready for use), as the schedules show.',
    );
    expect(
      scheduleStartSentence({
        ...NONE,
        settlementDate: '2018-04-13',
        constructionCompletionDate: '2019-02-01',
      }),
    ).toMatch(
      /^Start of the schedule: 01 February 2019, the date construction was completed \(settlement 13 April 2018\): capital works are deducted only from completion \(s43-30\)\./,
    );
    expect(scheduleStartSentence({ ...NONE, settlementDate: '2018-04-13' })).toMatch(
      /^Start of the schedule: 13 April 2018, the settlement date, when the owner acquired the property\./,
    );
    expect(scheduleStartSentence(NONE)).toMatch(/not stated/);
  });
});
