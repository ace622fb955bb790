import type { BuildingRateWire, RcaLibraryRateWire } from '@taxdep/domain';
import { isCivilDate } from '@taxdep/domain/format';
import type { RcaPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';
import type { InputsStore } from './InputsStore';

/**
 * "Choose from library" (issue 28 item 3): the firm's rates in force on the assessment date (GET /buildingRates?asOf=,
 * the latest priced on or before it per building type and location), filtered by what is typed, and the one chosen
 * copied into the floor area. The rates of a date are read once.
 */
export class RatePicker {
  /** The floor area choosing a rate, or null when the picker is closed. */
  target: { buildingId: string; areaId: string } | null = null;
  rates: BuildingRateWire[] | null = null;
  loading = false;
  failure: string | null = null;
  filter = '';
  private asOf: string | null = null;

  constructor(
    private readonly port: RcaPort,
    private readonly inputs: InputsStore,
  ) {
    makeAutoObservable<RatePicker, 'port' | 'inputs' | 'asOf'>(this, {
      port: false,
      inputs: false,
      asOf: false,
      rates: observableRef,
    });
  }

  get isOpen(): boolean {
    return this.target !== null;
  }

  /** The rates whose building type, location or source hold every word typed. */
  get shown(): BuildingRateWire[] {
    const words = this.filter.toLowerCase().split(/\s+/).filter(Boolean);
    return (this.rates ?? []).filter((rate) => {
      const text = `${rate.buildingType} ${rate.location} ${rate.source}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }

  async open(buildingId: string, areaId: string): Promise<void> {
    if (this.inputs.readOnly) return;
    this.target = { buildingId, areaId };
    this.filter = '';
    const asOf = this.inputs.draft?.settings.assessmentDate ?? '';
    if (!isCivilDate(asOf)) {
      this.rates = null;
      this.failure = 'Enter the assessment date first: the library offers the rates in force on it.';
      return;
    }
    if (asOf === this.asOf && this.rates) return;
    this.loading = true;
    this.failure = null;
    const rates = await this.port.buildingRates(asOf);
    const failure = rates ? null : this.port.lastFailure();
    runInAction(() => {
      this.loading = false;
      this.asOf = rates ? asOf : null;
      this.rates = rates;
      this.failure = rates
        ? null
        : failureMessage({ failed: 'The rate library could not be read', advice: 'Try again.' }, failure);
    });
  }

  setFilter(text: string): void {
    this.filter = text;
  }

  choose(rate: BuildingRateWire): void {
    const target = this.target;
    if (!target) return;
    const { loadId: _loadId, ...copied } = rate;
    const libraryRate: RcaLibraryRateWire = copied;
    this.inputs.chooseRate(target.buildingId, target.areaId, libraryRate);
    this.close();
  }

  close(): void {
    this.target = null;
  }
}
