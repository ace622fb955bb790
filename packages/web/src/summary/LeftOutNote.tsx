import type { SummaryAnswer } from '@taxdep/domain';
import { summaryLeftOutText } from '@taxdep/domain/tax';

/** The note under the Summary table; nothing when the totals cover every asset of the register. */
export function LeftOutNote(props: { answer: SummaryAnswer }) {
  const text = summaryLeftOutText(props.answer.leftOut, props.answer.totalRecords);
  return text === null ? null : (
    <p className="figures-note" data-testid="summary-left-out">
      {text}
    </p>
  );
}
