import type {
  AustralianState,
  DepreciationMethod,
  FundSummary,
  NewReportFacts,
  NewReportRequest,
  PortfolioSummary,
  PropertySummary,
  StaffMember,
} from '@taxdep/domain';
import type { NavigationPort, PortalPort } from '@taxdep/domain/ports';
import { eofyReportDateOptions, type ReportFactField, type ReportFactValues } from '@taxdep/domain/report';
import type { PropertyUse, TaxpayerEntityType } from '@taxdep/domain/tax';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

export const AUSTRALIAN_STATES: readonly AustralianState[] = [
  'ACT',
  'NSW',
  'NT',
  'QLD',
  'SA',
  'TAS',
  'VIC',
  'WA',
];

export interface NewPropertyFields {
  propertyName: string;
  propertyCode: string;
  lotNumber: string;
  streetAddress: string;
  suburb: string;
  state: AustralianState | '';
  postCode: string;
  masterId: string;
}

export type NewReportField =
  | keyof NewPropertyFields
  | 'portfolioId'
  | 'propertyId'
  | 'eofyReportDate'
  | 'depreciationMethodId'
  | 'surveyorId'
  | 'checkerId'
  | 'entityType'
  | 'propertyUse'
  | ReportFactField;

/** Issue 25: the report's facts as typed (dates as `YYYY-MM-DD`); empty is "not entered". */
export type NewFacts = Record<ReportFactField, string>;

const NO_FACTS: NewFacts = {
  instructedPerson: '',
  instructedCompany: '',
  instructionRef: '',
  instructionDate: '',
  inspectionDate: '',
  exchangeDate: '',
  settlementDate: '',
  constructionCommencementDate: '',
  constructionCompletionDate: '',
  firstAvailableForRentDate: '',
};

const EMPTY_PROPERTY: NewPropertyFields = {
  propertyName: '',
  propertyCode: '',
  lotNumber: '',
  streetAddress: '',
  suburb: '',
  state: '',
  postCode: '',
  masterId: '',
};

/** The EOFY date a new report defaults to: the next 30 June on or after today (`YYYY-MM-DD`). */
export function nextEofyDate(today: string): string {
  const year = Number(today.slice(0, 4));
  return today <= `${year}-06-30` ? `${year}-06-30` : `${year + 1}-06-30`;
}

/**
 * The New report form of the main portal (issue 15; docs/product/main-portal.md "New work"): where the report goes
 * (fund, portfolio), which property (an existing one or a new one), EOFY date, method, surveyor and checker, who
 * claims (issue 23) and the report's facts as far as known (issue 25). On
 * success the new report opens (`?depreciationReportId=`).
 */
export class NewReportStore {
  open = false;
  loading = false;
  saving = false;
  funds: FundSummary[] = [];
  portfolios: PortfolioSummary[] = [];
  properties: PropertySummary[] = [];
  staff: StaffMember[] = [];
  methods: DepreciationMethod[] = [];
  fundId: number | null = null;
  portfolioId: number | null = null;
  propertyMode: 'existing' | 'new' = 'new';
  propertyId: number | null = null;
  property: NewPropertyFields = { ...EMPTY_PROPERTY };
  eofyReportDate = '';
  depreciationMethodId: number | null = null;
  surveyorId: number | null = null;
  checkerId: number | null = null;
  /** Issue 23: who claims, asked at the start; "Not set" (null) until the surveyor chooses, nothing is assumed. */
  entityType: TaxpayerEntityType | null = null;
  propertyUse: PropertyUse | null = null;
  /** Issue 25: the report's facts, each optional here; General Info opens with them. */
  facts: NewFacts = { ...NO_FACTS };
  errors: Partial<Record<NewReportField, string>> = {};
  failure: string | null = null;

  constructor(
    private readonly port: PortalPort,
    private readonly navigation: NavigationPort,
    private readonly today: () => string,
  ) {
    makeAutoObservable<NewReportStore, 'port' | 'navigation' | 'today'>(this, {
      port: false,
      navigation: false,
      today: false,
      funds: observableShallow,
      portfolios: observableShallow,
      properties: observableShallow,
      staff: observableShallow,
      methods: observableShallow,
    });
  }

  /** The 30 Junes offered, latest first. */
  get eofyOptions(): string[] {
    return eofyReportDateOptions(this.eofyReportDate || null, Number(this.today().slice(0, 4)));
  }

  /** Opens the form with its defaults: the first fund, the next 30 June, Diminishing Value, the user as surveyor. */
  async show(funds: FundSummary[], signedInUserId: number | null): Promise<void> {
    this.open = true;
    this.loading = true;
    this.failure = null;
    this.errors = {};
    this.funds = funds;
    this.property = { ...EMPTY_PROPERTY };
    this.propertyMode = 'new';
    this.propertyId = null;
    this.eofyReportDate = nextEofyDate(this.today());
    this.surveyorId = signedInUserId;
    this.checkerId = null;
    this.entityType = null;
    this.propertyUse = null;
    this.facts = { ...NO_FACTS };
    const [staff, methods] = await Promise.all([this.port.staff(), this.port.methods()]);
    runInAction(() => {
      this.staff = staff ?? [];
      // Issue 26 item 17: the signed-in user is the default surveyor only if they may survey.
      if (!this.staff.some((u) => u.userId === this.surveyorId && u.maySurvey)) this.surveyorId = null;
      this.methods = methods ?? [];
      this.depreciationMethodId = (this.methods.find((m) => m.code === 'DV') ?? this.methods[0])?.id ?? null;
      if (!staff || !methods)
        this.failure = failureMessage({ failed: 'The form could not be loaded' }, this.port.lastFailure());
    });
    await this.chooseFund(funds[0]?.fundId ?? null);
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
    this.propertyId = null;
    const properties = portfolioId === null ? [] : ((await this.port.properties(portfolioId)) ?? []);
    runInAction(() => {
      this.properties = properties;
      if (properties.length === 0) this.propertyMode = 'new';
    });
  }

  setPropertyMode(mode: 'existing' | 'new'): void {
    this.propertyMode = mode;
    if (mode === 'existing' && this.propertyId === null)
      this.propertyId = this.properties[0]?.propertyId ?? null;
  }

  setProperty(field: keyof NewPropertyFields, value: string): void {
    this.property = { ...this.property, [field]: value };
    delete this.errors[field];
  }

  set(field: 'propertyId' | 'depreciationMethodId' | 'surveyorId' | 'checkerId', value: number | null): void {
    this[field] = value;
    delete this.errors[field];
  }

  setTaxpayer(field: 'entityType', value: TaxpayerEntityType | null): void;
  setTaxpayer(field: 'propertyUse', value: PropertyUse | null): void;
  setTaxpayer(field: 'entityType' | 'propertyUse', value: string | null): void {
    if (field === 'entityType') this.entityType = value as TaxpayerEntityType | null;
    else this.propertyUse = value as PropertyUse | null;
  }

  /** A fact as typed, or a date as `YYYY-MM-DD` (null: emptied). */
  setFact(field: ReportFactField, value: string | null): void {
    this.facts = { ...this.facts, [field]: value ?? '' };
  }

  /** The facts as the report will hold them (empty is unknown), for the rules General Info applies too. */
  get factValues(): ReportFactValues {
    const values = {} as Record<ReportFactField, string | null>;
    for (const field of Object.keys(this.facts) as ReportFactField[])
      values[field] = this.facts[field].trim() || null;
    return values;
  }

  /** The facts entered, trimmed; none when nothing was entered (the call's `facts` is optional). */
  get factsRequest(): NewReportFacts | undefined {
    const entered = Object.entries(this.facts)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== '');
    return entered.length === 0 ? undefined : (Object.fromEntries(entered) as NewReportFacts);
  }

  setEofyReportDate(date: string): void {
    this.eofyReportDate = date;
  }

  /** The checks the service makes too, said in the form's words before anything is sent. */
  validate(): Partial<Record<NewReportField, string>> {
    const errors: Partial<Record<NewReportField, string>> = {};
    if (this.portfolioId === null) errors.portfolioId = 'Choose a portfolio.';
    if (this.propertyMode === 'existing') {
      if (this.propertyId === null) errors.propertyId = 'Choose a property.';
    } else {
      const p = this.property;
      if (!p.propertyName.trim()) errors.propertyName = 'Enter the property name.';
      if (!p.streetAddress.trim()) errors.streetAddress = 'Enter the street address.';
      if (!p.suburb.trim()) errors.suburb = 'Enter the suburb.';
      if (!p.state) errors.state = 'Choose the state.';
      if (!/^[0-9]{4}$/.test(p.postCode.trim())) errors.postCode = 'Enter a post code of 4 digits.';
      if (p.masterId.trim() && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(p.masterId.trim())) {
        errors.masterId = 'Use letters, digits, dots, dashes and underscores only.';
      }
    }
    if (this.depreciationMethodId === null) errors.depreciationMethodId = 'Choose a method.';
    if (this.surveyorId === null) errors.surveyorId = 'Choose the surveyor.';
    if (this.checkerId === null) errors.checkerId = 'Choose the checker.';
    else if (this.checkerId === this.surveyorId)
      errors.checkerId = 'The checker must be someone other than the surveyor.';
    return errors;
  }

  get request(): NewReportRequest | null {
    const { depreciationMethodId, surveyorId, checkerId } = this;
    if (depreciationMethodId === null || surveyorId === null || checkerId === null) return null;
    const base = {
      eofyReportDate: this.eofyReportDate,
      depreciationMethodId,
      surveyorId,
      checkerId,
      taxpayer: { entityType: this.entityType, propertyUse: this.propertyUse },
      ...(this.factsRequest ? { facts: this.factsRequest } : {}),
    };
    if (this.propertyMode === 'existing')
      return this.propertyId === null ? null : { ...base, propertyId: this.propertyId };
    const p = this.property;
    const optional = (text: string) => (text.trim() ? text.trim() : undefined);
    return {
      ...base,
      newProperty: {
        propertyName: p.propertyName.trim(),
        streetAddress: p.streetAddress.trim(),
        suburb: p.suburb.trim(),
        state: p.state as AustralianState,
        postCode: p.postCode.trim(),
        ...(optional(p.propertyCode) ? { propertyCode: optional(p.propertyCode) } : {}),
        ...(optional(p.lotNumber) ? { lotNumber: optional(p.lotNumber) } : {}),
        ...(optional(p.masterId) ? { masterId: optional(p.masterId) } : {}),
      },
    };
  }

  /** Creates the report and opens it; answers false (with the errors or the service's reason) when it was not made. */
  async submit(): Promise<boolean> {
    if (this.saving) return false;
    this.errors = this.validate();
    this.failure = null;
    const request = this.request;
    if (Object.keys(this.errors).length > 0 || !request || this.portfolioId === null) return false;
    this.saving = true;
    const made = await this.port.createReport(this.portfolioId, request);
    runInAction(() => {
      this.saving = false;
      if (!made)
        this.failure = failureMessage({ failed: 'The report could not be created' }, this.port.lastFailure());
    });
    if (!made) return false;
    this.navigation.redirect(`/?depreciationReportId=${made.depreciationReportId}`);
    return true;
  }
}
