import { groupThousands } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { useRef } from 'react';
import { Modal } from '../../ui/Modal';
import type { ImportStaging } from '../store/ImportStaging';

/**
 * The reading's progress (docs/product/import-export.md "Reading a file": records and bytes, the page responsive):
 * rows read so far and the share of the file read, with Cancel (Escape too), which stages nothing.
 */
const ReadingProgress = observer(function ReadingProgress(props: { staging: ImportStaging }) {
  const { staging } = props;
  const reading = staging.reading;
  if (!reading) return null;
  const total = Math.max(reading.totalBytes, 1);
  const percent = Math.min(100, Math.round((reading.bytesRead / total) * 100));
  return (
    <Modal
      title="Reading the file"
      onClose={() => staging.cancelReading()}
      actions={[{ label: 'Cancel', onClick: () => staging.cancelReading(), testId: 'import-reading-cancel' }]}
      testId="import-reading"
    >
      <p className="import-reading-file">{reading.fileName}</p>
      <progress
        className="import-progress"
        max={total}
        value={reading.bytesRead}
        aria-label={`Reading ${reading.fileName}`}
        aria-valuetext={`${percent}% of the file, ${reading.recordsRead} rows`}
      />
      <p className="import-reading-count" aria-live="polite" data-testid="import-reading-count">
        {groupThousands(String(reading.recordsRead))} rows read ({percent}% of the file)
      </p>
    </Modal>
  );
});

/**
 * Import Assets (spec 2.3: csv only, hidden when the report is read-only): a button opening the file picker, which
 * offers .csv files; whatever is chosen goes to the domain's checks, which refuse anything but a .csv name with the
 * spec's 'Compliance Problem' (docs/product/rules.md#messages-and-errors "Non-csv file").
 */
export const ImportAssets = observer(function ImportAssets(props: {
  staging: ImportStaging;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { staging, buttonRef } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  if (!staging.available) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button-secondary"
        data-testid="import-assets"
        disabled={staging.reading !== null || staging.uploading}
        onClick={() => inputRef.current?.click()}
      >
        Import Assets
      </button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="import-file-input"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) void staging.chooseFile(file);
        }}
      />
      <ReadingProgress staging={staging} />
    </>
  );
});
