import type {
  FundSummary,
  NewRcaReport,
  PortfolioSummary,
  PropertySummary,
  StaffMember,
} from '@taxdep/domain';
import { formatLongDate, isCivilDate } from '@taxdep/domain/format';
import type { NavigationPort, PortalPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

export type NewRcaField =
  | 'portfolioId'
  | 'propertyId'
  | 'reportName'
  | 'assessmentDate'
  | 'surveyorId'
  | 'checkerId';

/**
 * The New reinstatement cost assessment form of the main portal (issue 28 item 1; docs/product/main-portal.md "New
 * work"): where it goes (fund, portfolio and one of its existing properties, since an assessment is of a property
 * already known), its name, the assessment date (the firm's today unless said), surveyor and checker. Everything
 * else (buildings, rates, escalation, fees) is entered in the assessment itself. On success it opens (`?rcaId=`).
 */
export class NewRcaStore {
  open = false;
  loading = false;
  saving = false;
  funds: FundSummary[] = [];
  portfolios: PortfolioSummary[] = [];
  properties: PropertySummary[] = [];
  staff: StaffMember[] = [];
  fundId: number | null = null;
  portfolioId: number | null = null;
  propertyId: number | null = null;
  reportName = '';
  /** Whether the name is still the one made from the property and date (changing either then renames it). */
  private nameFromProperty = true;
  /** `YYYY-MM-DD`, or null when the field was emptied. */
  assessmentDate: string | null = null;
  surveyorId: number | null = null;
  checkerId: number | null = null;
  errors: Partial<Record<NewRcaField, string>> = {};
  failure: string | null = null;

  constructor(
    private readonly port: PortalPort,
    private readonly navigation: NavigationPort,
    private readonly today: () => string,
  ) {
    makeAutoObservable<NewRcaStore, 'port' | 'navigation' | 'today'>(this, {
      port: false,
      navigation: false,
      today: false,
      funds: observableShallow,
      portfolios: observableShallow,
      properties: observableShallow,
      staff: observableShallow,
    });
  }

  /** Opens the form: the fund given (or the first), its first portfolio and property, today, the user as surveyor. */
  async show(funds: FundSummary[], signedInUserId: number | null, fundId?: number | null): Promise<void> {
    this.open = true;
    this.loading = true;
    this.failure = null;
    this.errors = {};
    this.funds = funds;
    this.reportName = '';
    this.nameFromProperty = true;
    this.assessmentDate = this.today();
    this.surveyorId = signedInUserId;
    this.checkerId = null;
    const staff = await this.port.staff();
    runInAction(() => {
      this.staff = staff ?? [];
      if (!this.staff.some((u) => u.userId === this.surveyorId && u.maySurvey)) this.surveyorId = null;
      if (!staff)
        this.failure = failureMessage({ failed: 'The form could not be loaded' }, this.port.lastFailure());
    });
    await this.chooseFund(fundId ?? funds[0]?.fundId ?? null);
    runInAction(() => {
      this.loading = false;
    });
  }

  close(): void {
    this.open = false;
  }

  async chooseFund(fundId: number | null): Promise<void> {
    this.fundId = fundId;
    this.portfolios = [];
    const portfolios = fundId === null ? [] : ((await this.port.portfolios(fundId)) ?? []);
    runInAction(() => {
      this.portfolios = portfolios;
    });
    await this.choosePortfolio(portfolios[0]?.portfolioId ?? null);
  }

  async choosePortfolio(portfolioId: number | null): Promise<void> {
    this.portfolioId = portfolioId;
    delete this.errors.portfolioId;
    const properties = portfolioId === null ? [] : ((await this.port.properties(portfolioId)) ?? []);
    runInAction(() => {
      this.properties = properties;
      this.chooseProperty(properties[0]?.propertyId ?? null);
    });
  }

  chooseProperty(propertyId: number | null): void {
    this.propertyId = propertyId;
    delete this.errors.propertyId;
    if (this.nameFromProperty) this.reportName = this.defaultName();
  }

  /** "Harbour Tower reinstatement cost assessment, 26 November 2026": the property, and the date assessed (formatLongDate). */
  private defaultName(): string {
    const property = this.properties.find((p) => p.propertyId === this.propertyId);
    if (!property) return '';
    const date = this.assessmentDate && isCivilDate(this.assessmentDate) ? this.assessmentDate : null;
    const name = property.propertyName ?? property.propertyCode ?? 'Property';
    return `${name} reinstatement cost assessment${date ? `, ${formatLongDate(date)}` : ''}`;
  }

  setName(name: string): void {
    this.reportName = name;
    this.nameFromProperty = name.trim() === '';
    delete this.errors.reportName;
  }

  setAssessmentDate(date: string | null): void {
    this.assessmentDate = date;
    delete this.errors.assessmentDate;
    if (this.nameFromProperty) this.reportName = this.defaultName();
  }

  setPerson(field: 'surveyorId' | 'checkerId', userId: number | null): void {
    this[field] = userId;
    delete this.errors[field];
  }

  /** The checks the service makes too (rca/validation.ts for the date), in the form's words, before sending. */
  validate(): Partial<Record<NewRcaField, string>> {
    const errors: Partial<Record<NewRcaField, string>> = {};
    if (this.portfolioId === null) errors.portfolioId = 'Choose a portfolio.';
    if (this.propertyId === null)
      errors.propertyId = 'Choose a property: an assessment is of a property already known.';
    if (!this.reportName.trim()) errors.reportName = 'Enter the assessment’s name.';
    if (this.assessmentDate === null) errors.assessmentDate = 'Enter the assessment date.';
    // The domain's message (validateRcaSettings), so the form and the assessment's Settings say the same.
    else if (!isCivilDate(this.assessmentDate)) errors.assessmentDate = 'Assessment date must be a date.';
    if (this.surveyorId === null) errors.surveyorId = 'Choose the surveyor.';
    if (this.checkerId !== null && this.checkerId === this.surveyorId)
      errors.checkerId = 'The checker must be someone other than the surveyor.';
    return errors;
  }

  get request(): NewRcaReport | null {
    if (this.propertyId === null) return null;
    return {
      propertyId: this.propertyId,
      reportName: this.reportName.trim(),
      assessmentDate: this.assessmentDate,
      surveyorId: this.surveyorId,
      checkerId: this.checkerId,
    };
  }

  /** Creates the assessment and opens it; answers false (with the errors or the service's reason) when not made. */
  async submit(): Promise<boolean> {
    if (this.saving) return false;
    this.errors = this.validate();
    this.failure = null;
    const request = this.request;
    if (Object.keys(this.errors).length > 0 || !request || this.portfolioId === null) return false;
    this.saving = true;
    const made = await this.port.createRcaReport(this.portfolioId, request);
    runInAction(() => {
      this.saving = false;
      if (!made)
        this.failure = failureMessage(
          { failed: 'The assessment could not be created' },
          this.port.lastFailure(),
        );
    });
    if (!made) return false;
    this.navigation.redirect(`/?rcaId=${made.rcaReportId}`);
    return true;
  }
}
