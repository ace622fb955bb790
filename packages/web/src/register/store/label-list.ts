import type { AbandonmentLabel } from '@taxdep/domain';

/**
 * What the Manage Abandonment Label popup (LabelManager) needs of the report's label list (LabelStore): read it
 * and replace it after a save. Its own file so the two do not import each other (dependency rule `no-circular`).
 */
export interface LabelList {
  readonly labels: AbandonmentLabel[];
  setLabels(labels: AbandonmentLabel[]): void;
}
