import { CONSTRUCTION_USES, readSecondHand, secondHandText } from '@taxdep/domain/assets';
import { useCellReason } from './CellReason';

/** One choice of a fact select: the value sent and the name shown. */
interface Choice {
  value: string;
  label: string;
}

/**
 * A select of texts (issue 23's facts): saved on change like the category and method selects, so the grid's keys
 * work on it the same way; the empty choice clears the fact.
 */
function ChoiceCell(props: {
  label: string;
  testId: string;
  error: string | undefined;
  value: string;
  empty: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  const { describedBy, reason } = useCellReason(props.error);
  // A stored value no choice names (none should exist: the service refuses them) is still shown.
  const missing = props.value !== '' && !props.choices.some((c) => c.value === props.value);
  return (
    <>
      <select
        aria-describedby={describedBy}
        className="cell-input cell-choice"
        aria-label={props.label}
        data-testid={props.testId}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        title={props.error}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.empty}</option>
        {missing && <option value={props.value}>{props.value}</option>}
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {reason}
    </>
  );
}

const YES_NO: readonly Choice[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

/**
 * Second-hand (s40-27): Yes, No, or empty, which leaves it to the report's facts (bought with previously used
 * premises: started on or before settlement; docs/tax-rules.md "Second-hand plant in residential premises").
 */
export function SecondHandCell(props: {
  label: string;
  value: boolean | null | undefined;
  onCommit: (value: boolean | null) => void;
}) {
  return (
    <ChoiceCell
      label={props.label}
      testId="secondHand"
      error={undefined}
      value={secondHandText(props.value)}
      empty="From the report"
      choices={YES_NO}
      onChange={(text) => props.onCommit(readSecondHand(text) ?? null)}
    />
  );
}

const USES: readonly Choice[] = CONSTRUCTION_USES.map((u) => ({ value: u.code, label: u.label }));

/** Construction use (Tables 43-140 and 43-145); empty: the tax code's construction type. */
export function ConstructionUseCell(props: {
  label: string;
  value: string | null | undefined;
  error: string | undefined;
  onCommit: (value: string | null) => void;
}) {
  return (
    <ChoiceCell
      label={props.label}
      testId="constructionUse"
      error={props.error}
      value={props.value ?? ''}
      empty="From the tax code"
      choices={USES}
      onChange={(text) => props.onCommit(text === '' ? null : text)}
    />
  );
}
