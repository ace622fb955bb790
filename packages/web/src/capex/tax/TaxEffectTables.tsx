import type { CapexTaxEffectAnswer } from '@taxdep/domain';
import { formatMoney } from '@taxdep/domain/format';

type Replacement = CapexTaxEffectAnswer['replacements'][number];
type Figures = CapexTaxEffectAnswer['totals'];

const money = (cents: number | undefined) => formatMoney(cents ?? 0);

/** The treatments in words (docs/capex-rules.md): every replacement is listed, with or without a deduction. */
export const TREATMENT_LABELS: Record<Replacement['treatment'], string> = {
  division40: 'Division 40 asset',
  repairs: 'Repairs: deducted in full',
  noEffectiveLife: 'No effective life: no deduction',
};

function retiresOf(r: Replacement): string {
  if (r.retires === 'registerAsset') return `Register asset ${r.retiredAssetId ?? ''}`.trim();
  if (r.retires === 'earlierReplacement') return 'Its earlier replacement';
  return 'Nothing';
}

const COLUMNS: { label: string; of: (f: Figures) => number }[] = [
  { label: 'Capital', of: (f) => f.capitalCents },
  { label: 'Repairs and maintenance', of: (f) => f.repairsCents },
  { label: 'New assets’ decline', of: (f) => f.newAssetDeductionCents },
  { label: 'Repairs deducted', of: (f) => f.repairsDeductionCents },
  { label: 'Assets scrapped', of: (f) => f.balancingDeductionCents },
  { label: 'Total deductions', of: (f) => f.totalDeductionCents },
  { label: 'Net', of: (f) => f.netCents },
];

/** One row per financial year: spending, deductions by kind and the net; the totals below. */
export function YearsTable(props: { answer: CapexTaxEffectAnswer }) {
  const { answer } = props;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16)
    <div className="figures-scroll" tabIndex={0}>
      <table className="figures-table capex-tax-years" data-testid="capex-tax-years">
        <thead>
          <tr>
            <th scope="col">Year</th>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className="num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.years.map((y) => (
            <tr key={y.year} data-testid={`capex-tax-year-${y.financialYear}`}>
              <th scope="row">{`FY${y.financialYear}`}</th>
              {COLUMNS.map((c) => (
                <td key={c.label} className="num">
                  {money(c.of(y))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="capex-total-row" data-testid="capex-tax-total">
            <th scope="row">Total</th>
            {COLUMNS.map((c) => (
              <td key={c.label} className="num">
                {money(c.of(answer.totals))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Every replacement in the forecast's order: its year, cost, treatment, what it scraps and its deductions. */
export function ReplacementsTable(props: {
  answer: CapexTaxEffectAnswer;
  onShowItem: (itemId: string) => void;
}) {
  const { answer } = props;
  if (answer.replacements.length === 0)
    return <p className="figures-note">No replacement falls within the forecast’s years.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16)
    <div className="figures-scroll" tabIndex={0}>
      <table className="figures-table capex-tax-replacements" data-testid="capex-tax-replacements">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Year</th>
            <th scope="col" className="num">
              Cost
            </th>
            <th scope="col">Treatment</th>
            <th scope="col" className="num">
              Deducted in the horizon
            </th>
            <th scope="col">Scraps</th>
            <th scope="col" className="num">
              Loss on scrapping
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.replacements.map((r) => (
            <tr
              key={`${r.itemId}-${r.year}`}
              data-testid={`capex-tax-replacement-${r.itemId}-${r.financialYear}`}
            >
              <th scope="row">
                <a
                  href={`#item-${r.itemId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onShowItem(r.itemId);
                  }}
                >
                  {r.description || `Item ${r.itemId}`}
                </a>
              </th>
              <td>{`FY${r.financialYear}`}</td>
              <td className="num">{money(r.cents)}</td>
              <td>{TREATMENT_LABELS[r.treatment]}</td>
              <td className="num">{money(r.deductionsByYear.reduce((a, b) => a + b, 0))}</td>
              <td>{retiresOf(r)}</td>
              <td className="num">{money(r.balancingDeductionCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
