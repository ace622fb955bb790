import { describe, expect, it } from 'vitest';
import { FUND, setup } from './new-report.test-support';

describe('New reinstatement cost assessment (issue 28 item 1)', () => {
  it('opens on the fund’s first property, assessed today, the user as surveyor, named after property and date', async () => {
    const { rca } = setup();
    await rca.show([FUND], 3);
    expect(rca.propertyId).toBe(21);
    expect(rca.assessmentDate).toBe('2026-11-26');
    expect(rca.surveyorId).toBe(3);
    expect(rca.checkerId).toBeNull();
    expect(rca.reportName).toBe('Harbour Tower reinstatement cost assessment, 26 November 2026');
    rca.setAssessmentDate('2027-02-01');
    expect(rca.reportName).toBe('Harbour Tower reinstatement cost assessment, 01 February 2027');
    // A name of the surveyor's own is kept whatever the date becomes.
    rca.setName('Insurance renewal 2027');
    rca.setAssessmentDate('2027-03-01');
    expect(rca.reportName).toBe('Insurance renewal 2027');
  });

  it('creates the assessment of the chosen property in its portfolio and opens it at ?rcaId=', async () => {
    const { rca, rcaCreated, redirects } = setup();
    await rca.show([FUND], 3);
    rca.setAssessmentDate('2026-12-01');
    rca.setPerson('checkerId', 5);
    expect(await rca.submit()).toBe(true);
    expect(rcaCreated).toEqual([
      [
        9,
        {
          propertyId: 21,
          reportName: 'Harbour Tower reinstatement cost assessment, 01 December 2026',
          assessmentDate: '2026-12-01',
          surveyorId: 3,
          checkerId: 5,
        },
      ],
    ]);
    expect(redirects).toEqual(['/?rcaId=99']);
  });

  it('says what is missing under each field and sends nothing', async () => {
    const { rca, rcaCreated, redirects } = setup();
    await rca.show([FUND], 3);
    rca.setAssessmentDate(null);
    rca.setName('   ');
    rca.setPerson('checkerId', 3);
    expect(await rca.submit()).toBe(false);
    expect(rca.errors).toEqual({
      reportName: 'Enter the assessment’s name.',
      assessmentDate: 'Enter the assessment date.',
      checkerId: 'The checker must be someone other than the surveyor.',
    });
    rca.setPerson('surveyorId', null);
    rca.setAssessmentDate('2026-02-30');
    expect(rca.validate().assessmentDate).toBe('Assessment date must be a date.');
    expect(rca.validate().surveyorId).toBe('Choose the surveyor.');
    expect(rcaCreated).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('refuses a portfolio without properties: an assessment is of a property already known', async () => {
    const { rca, rcaCreated } = setup();
    await rca.show([FUND], 3);
    rca.chooseProperty(null);
    expect(await rca.submit()).toBe(false);
    expect(rca.errors.propertyId).toBe('Choose a property: an assessment is of a property already known.');
    expect(rcaCreated).toEqual([]);
  });

  it('keeps the form and says the service’s reason when it refuses', async () => {
    const { rca, redirects } = setup({
      refuse: { status: 403, message: 'You may not create work in this fund.' },
    });
    await rca.show([FUND], 3);
    expect(await rca.submit()).toBe(false);
    expect(rca.failure).toBe('The assessment could not be created: You may not create work in this fund.');
    expect(rca.open).toBe(true);
    expect(redirects).toEqual([]);
  });
});
