import type { DeductionDenialCode } from '@taxdep/domain';
import { DEDUCTION_DENIAL_CGT_NOTE, DEDUCTION_DENIAL_TEXT } from '@taxdep/domain/tax';

/**
 * Why an asset's deductions are $0 (issue 23 item 5: s40-27 denies Division 40 deductions for second-hand plant in
 * residential premises): the one wording of every figures screen, from the domain's DEDUCTION_DENIAL_TEXT and
 * DEDUCTION_DENIAL_CGT_NOTE (the PDF reads the same), so the Calculations, Deductions and Summary tabs say the same.
 */
export function deniedReason(code: DeductionDenialCode): string {
  return DEDUCTION_DENIAL_TEXT[code];
}

export function deniedNote(code: DeductionDenialCode): string {
  return DEDUCTION_DENIAL_CGT_NOTE[code];
}

/** " — s40-27 (second-hand asset in residential premises)" beside a $0 figure, the capital gains note on hover. */
export function DeniedReason(props: { deniedBy: DeductionDenialCode }) {
  return (
    <span className="denied-reason" data-testid="denied-reason" title={deniedNote(props.deniedBy)}>
      {' '}
      — {deniedReason(props.deniedBy)}
    </span>
  );
}

/** "2 assets" / "1 asset": how many assets a line or view holds that the law denies. */
export function deniedAssetsText(count: number): string {
  return count === 1 ? '1 asset' : `${count.toLocaleString('en-AU')} assets`;
}

/**
 * A row's mark under an asset's name on tables of several years (the Deductions views), where the reason cannot
 * stand beside each $0: "$0 — s40-27 (…)" in words, the capital gains note as its tooltip.
 */
export function DeniedMark(props: { deniedBy: DeductionDenialCode }) {
  return (
    <span className="denied-mark" data-testid="denied-mark" title={deniedNote(props.deniedBy)}>
      $0 — {deniedReason(props.deniedBy)}
    </span>
  );
}

/**
 * The line under a table that holds denied assets: how many, the section and the capital gains note, so a reader
 * who never hovers still reads why they are $0. `count` is over the whole view, not only the page shown.
 */
export function DeniedLegend(props: { count: number | undefined; deniedBy?: DeductionDenialCode }) {
  const count = props.count ?? 0;
  if (count === 0) return null;
  const code = props.deniedBy ?? 's40-27';
  return (
    <p className="figures-note denied-legend" data-testid="denied-legend">
      <strong>
        {deniedAssetsText(count)} at $0 — {deniedReason(code)}.
      </strong>{' '}
      {deniedNote(code)}
    </p>
  );
}

/** " · 2 assets at $0 (s40-27)" after a total that adds up denied assets with others (the Summary's lines). */
export function DeniedCount(props: { count: number | undefined; deniedBy?: DeductionDenialCode }) {
  const count = props.count ?? 0;
  if (count === 0) return null;
  const code = props.deniedBy ?? 's40-27';
  return (
    <span className="denied-count" data-testid="denied-count" title={deniedNote(code)}>
      {' '}
      · includes {deniedAssetsText(count)} at $0 ({code})
    </span>
  );
}
