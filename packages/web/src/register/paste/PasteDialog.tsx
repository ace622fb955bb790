import { formatAmount } from '@taxdep/domain/format';
import { importAmountToCents } from '@taxdep/domain/import';
import { type FieldChange, isPasteAmountField, type LineNotes } from '@taxdep/domain/paste';
import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import { PASTE_TITLE, type RegisterPaste, type StagedPaste } from './RegisterPaste';
import './paste.css';

/**
 * The CSV import's rule for invalid rows (docs/product/rules.md "Import"), said for a paste: they are saved as they
 * are and error mode lists them.
 */
export const PASTE_INVALID_NOTE =
  'These rows lack values the calculations need. They are saved as they are and listed by View Errors, as an ' +
  'import saves them: enter the values later, or cancel and fix the block.';

/** Changes and problem lines listed in full; the rest are counted (a block of 10,000 rows stays readable). */
export const LISTED = 50;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;

/** A staged value as the register shows it: amounts with separators, an empty value said in words. */
function shown(change: FieldChange, value: string): string {
  if (value === '') return '(empty)';
  if (!isPasteAmountField(change.field)) return value;
  const cents = importAmountToCents(value);
  return cents === null ? value : cents < 0 ? `-${formatAmount(-cents)}` : formatAmount(cents);
}

function more(total: number, one: string, many: string) {
  const rest = total - LISTED;
  return rest > 0 ? <p className="paste-more">and {plural(rest, `more ${one}`, `more ${many}`)}.</p> : null;
}

function Changes(props: { staged: StagedPaste }) {
  const { changes } = props.staged;
  if (changes.length === 0) return null;
  return (
    <section aria-label="Assets changed">
      <h3>{plural(changes.length, 'asset changed', 'assets changed')}</h3>
      <ul className="paste-list" data-testid="paste-changes">
        {changes.slice(0, LISTED).map((change) => (
          <li key={change.assetId}>
            Line {change.line}, asset {change.assetId}
            {change.base.description ? ` (${change.base.description})` : ''}:
            <ul>
              {change.fields.map((field) => (
                <li key={field.field}>
                  {field.label}: {shown(field, field.from)} → <strong>{shown(field, field.to)}</strong>
                </li>
              ))}
              {change.rate && <li className="paste-rate">Rate it will have: {change.rate}</li>}
            </ul>
          </li>
        ))}
      </ul>
      {more(changes.length, 'asset changed', 'assets changed')}
    </section>
  );
}

function Additions(props: { staged: StagedPaste }) {
  const { additions } = props.staged;
  if (additions.length === 0) return null;
  return (
    <section aria-label="Assets added">
      <h3>{plural(additions.length, 'asset added', 'assets added')}</h3>
      <ul className="paste-list" data-testid="paste-additions">
        {additions.slice(0, LISTED).map((addition) => (
          <li key={addition.line}>
            Line {addition.line}:{' '}
            {addition.values.description || addition.values.assetCode || '(no description)'}
            {addition.rate && <span className="paste-rate"> · rate {addition.rate}</span>}
          </li>
        ))}
      </ul>
      {more(additions.length, 'asset added', 'assets added')}
    </section>
  );
}

function Notes(props: { notes: readonly LineNotes[]; title: string; lead?: string | null; testId: string }) {
  const { notes } = props;
  if (notes.length === 0) return null;
  return (
    <section aria-label={props.title} className="paste-notes">
      <h3>{props.title}</h3>
      {props.lead && <p>{props.lead}</p>}
      <ul className="paste-list" data-testid={props.testId}>
        {notes.slice(0, LISTED).map((note) => (
          <li key={note.line}>
            Line {note.line}
            {note.assetId === null ? ' (added)' : `, asset ${note.assetId}`}: {note.messages.join(' ')}
          </li>
        ))}
      </ul>
      {more(notes.length, 'line', 'lines')}
    </section>
  );
}

/** What the staging leaves out, said so nothing is lost silently. */
function LeftOut(props: { staged: StagedPaste }) {
  const { skippedColumns, cellsBeyondGrid, unchangedCount, blankCount } = props.staged;
  const lines = [
    skippedColumns.length > 0 &&
      `Not pasted into: ${skippedColumns.join(', ')} (a paste does not write these columns).`,
    cellsBeyondGrid > 0 && `${plural(cellsBeyondGrid, 'cell', 'cells')} right of the last column left out.`,
    unchangedCount > 0 && `${plural(unchangedCount, 'line', 'lines')} over assets change nothing.`,
    blankCount > 0 && `${plural(blankCount, 'blank line', 'blank lines')} skipped.`,
  ].filter((line): line is string => typeof line === 'string');
  return lines.length === 0 ? null : (
    <section aria-label="Left out" className="paste-left-out">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

/**
 * What a paste will change, before anything is saved (docs/product/asset-register.md "Paste from Excel"): each
 * changed field from → to, the assets added, the lines with errors in the import's words. Cancel has the focus, so
 * Enter, Enter never writes; Escape cancels.
 */
export const PasteDialog = observer(function PasteDialog(props: { paste: RegisterPaste }) {
  const { paste } = props;
  const { staged } = paste;
  if (!staged) return null;
  const count = paste.writeCount;
  return (
    <Modal
      title={PASTE_TITLE}
      subheader={
        count === 0
          ? 'The block changes nothing in the register.'
          : `${plural(staged.changes.length, 'asset', 'assets')} changed and ${plural(staged.additions.length, 'asset', 'assets')} added. Nothing is saved until you confirm.`
      }
      focus="cancel"
      wide
      testId="paste-dialog"
      onClose={() => paste.cancel()}
      actions={[
        { label: 'Cancel', onClick: () => paste.cancel(), testId: 'paste-cancel', disabled: paste.saving },
        {
          label: paste.saving ? 'Saving…' : count === 0 ? 'Close' : `Save ${plural(count, 'row', 'rows')}`,
          onClick: () => void paste.confirm(),
          primary: true,
          disabled: paste.saving || paste.ratesPending,
          testId: 'paste-confirm',
        },
      ]}
    >
      {/* A long block's list scrolls here, with the buttons in view: the region takes the focus, so the keyboard
          scrolls it too (WCAG 2.1.1, axe-core scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="paste-summary" aria-label="What the paste will change" tabIndex={0}>
        {/* Issue 26 item 2: the lines are judged again once the rates the service derives are known. */}
        {paste.ratesPending && (
          <p className="paste-rates-pending" role="status">
            Working out the rate each row will get…
          </p>
        )}
        {paste.ratesFailure && <p className="paste-rates-unknown">{paste.ratesFailure}</p>}
        <Notes
          notes={staged.invalid}
          title={plural(staged.invalid.length, 'line with errors', 'lines with errors')}
          lead={PASTE_INVALID_NOTE}
          testId="paste-invalid"
        />
        <Notes
          notes={staged.warnings}
          title={plural(staged.warnings.length, 'line to check', 'lines to check')}
          testId="paste-warnings"
        />
        <Changes staged={staged} />
        <Additions staged={staged} />
        <LeftOut staged={staged} />
      </section>
    </Modal>
  );
});
