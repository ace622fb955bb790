import type {
  FundSummary,
  NewCapexReport,
  PortfolioSummary,
  PropertySummary,
  StaffMember,
} from '@taxdep/domain';
import { CAPEX_HORIZONS, validateCapexSettings } from '@taxdep/domain/capex';
import type { NavigationPort, PortalPort } from '@taxdep/domain/ports';
import { financialYearOf } from '@taxdep/domain/tax';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

export type NewCapexField =
  | 'portfolioId'
  | 'propertyId'
  | 'reportName'
  | 'baseYear'
  | 'horizon'
  | 'escalationPercent'
  | 'surveyorId'
  | 'checkerId';

/** Issue 27 item 2's default escalation until the surveyor says otherwise (docs/capex-rules.md). */
const DEFAULT_ESCALATION = '3';

/**
 * The New capex forecast form of the main portal (issue 27 item 1; docs/product/main-portal.md "New work"): where it
 * goes (fund, portfolio and one of its existing properties, since a forecast is of a property already known), its
 * name, base year, horizon and escalation, surveyor and checker. On success the forecast opens (`?capexId=`).
 */
export class NewCapexStore {
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
  /** Whether the name is still the one made from the property (changing property then renames it). */
  private nameFromProperty = true;
  baseYear = '';
  horizon: number = CAPEX_HORIZONS[0];
  escalationPercent = DEFAULT_ESCALATION;
  surveyorId: number | null = null;
  checkerId: number | null = null;
  errors: Partial<Record<NewCapexField, string>> = {};
  failure: string | null = null;

  constructor(
    private readonly port: PortalPort,
    private readonly navigation: NavigationPort,
    private readonly today: () => string,
  ) {
    makeAutoObservable<NewCapexStore, 'port' | 'navigation' | 'today'>(this, {
      port: false,
      navigation: false,
      today: false,
      funds: observableShallow,
      portfolios: observableShallow,
      properties: observableShallow,
      staff: observableShallow,
    });
  }

  /** Opens the form: the fund given (or the first), this financial year, 10 years at 3%, the user as surveyor. */
  async show(funds: FundSummary[], signedInUserId: number | null, fundId?: number | null): Promise<void> {
    this.open = true;
    this.loading = true;
    this.failure = null;
    this.errors = {};
    this.funds = funds;
    this.reportName = '';
    this.nameFromProperty = true;
    this.baseYear = String(financialYearOf(this.today()));
    this.horizon = CAPEX_HORIZONS[0];
    this.escalationPercent = DEFAULT_ESCALATION;
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

  /** "Harbour Tower capital expenditure forecast FY2026–FY2036": the property, and the years it covers. */
  private defaultName(): string {
    const property = this.properties.find((p) => p.propertyId === this.propertyId);
    if (!property) return '';
    const from = Number(this.baseYear);
    const years = Number.isInteger(from) ? ` FY${from}–FY${from + this.horizon}` : '';
    return `${property.propertyName ?? property.propertyCode ?? 'Property'} capital expenditure forecast${years}`;
  }

  setName(name: string): void {
    this.reportName = name;
    this.nameFromProperty = name.trim() === '';
    delete this.errors.reportName;
  }

  setBaseYear(text: string): void {
    this.baseYear = text;
    delete this.errors.baseYear;
    if (this.nameFromProperty) this.reportName = this.defaultName();
  }

  setHorizon(horizon: number): void {
    this.horizon = horizon;
    if (this.nameFromProperty) this.reportName = this.defaultName();
  }

  setEscalation(text: string): void {
    this.escalationPercent = text;
    delete this.errors.escalationPercent;
  }

  setPerson(field: 'surveyorId' | 'checkerId', userId: number | null): void {
    this[field] = userId;
    delete this.errors[field];
  }

  /** The checks the service makes too (capex/validation.ts), said in the form's words before anything is sent. */
  validate(): Partial<Record<NewCapexField, string>> {
    const errors: Partial<Record<NewCapexField, string>> = {};
    if (this.portfolioId === null) errors.portfolioId = 'Choose a portfolio.';
    if (this.propertyId === null)
      errors.propertyId = 'Choose a property: a forecast is of a property already known.';
    if (!this.reportName.trim()) errors.reportName = 'Enter the forecast’s name.';
    // The settings' own rule, as the forecast's Settings tab and the service apply it.
    const settings = {
      baseYear: /^[0-9]{4}$/.test(this.baseYear.trim()) ? Number(this.baseYear.trim()) : Number.NaN,
      horizon: this.horizon,
      escalationPercent: this.escalationPercent.trim(),
      elementEscalationPercent: {},
    };
    for (const error of validateCapexSettings(settings))
      if (error.field !== 'elementEscalationPercent') errors[error.field] ??= error.message;
    if (this.surveyorId === null) errors.surveyorId = 'Choose the surveyor.';
    if (this.checkerId !== null && this.checkerId === this.surveyorId)
      errors.checkerId = 'The checker must be someone other than the surveyor.';
    return errors;
  }

  get request(): NewCapexReport | null {
    if (this.propertyId === null) return null;
    return {
      propertyId: this.propertyId,
      reportName: this.reportName.trim(),
      baseYear: Number(this.baseYear.trim()),
      horizon: this.horizon,
      escalationPercent: this.escalationPercent.trim(),
      surveyorId: this.surveyorId,
      checkerId: this.checkerId,
    };
  }

  /** Creates the forecast and opens it; answers false (with the errors or the service's reason) when not made. */
  async submit(): Promise<boolean> {
    if (this.saving) return false;
    this.errors = this.validate();
    this.failure = null;
    const request = this.request;
    if (Object.keys(this.errors).length > 0 || !request || this.portfolioId === null) return false;
    this.saving = true;
    const made = await this.port.createCapexReport(this.portfolioId, request);
    runInAction(() => {
      this.saving = false;
      if (!made)
        this.failure = failureMessage(
          { failed: 'The forecast could not be created' },
          this.port.lastFailure(),
        );
    });
    if (!made) return false;
    this.navigation.redirect(`/?capexId=${made.capexReportId}`);
    return true;
  }
}
