/** Owners' shares (issue 23 item 7; docs/tax-rules.md "Owners' shares", docs/tax-engine.md decisions). */
export { costForThresholdTests, ownerInputs } from './owner-inputs';
export {
  hasSeveralOwners,
  mergeSchedules,
  type OwnedSchedules,
  ownedSchedules,
  ownedSchedulesOf,
  ownedSettings,
} from './owner-runs';
export * from './owner-shares';
export { poolEntryYears } from './pool-entry';
