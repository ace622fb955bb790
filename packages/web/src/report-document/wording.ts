import type { ReportKind } from '@taxdep/domain';

/**
 * What the PDF tab calls things, by the kind of report it shows (issue 27 item 5): a capex forecast's PDF is served
 * by the same calls, store and frame as a depreciation report's, so only the words differ. Its document's
 * `registerChanged` is the forecast's items changing and `generalInfoChanged` its settings; a reinstatement cost
 * assessment's (issue 28 item 5) are its buildings and its settings and notes.
 */
export interface DocumentWording {
  title: string;
  frameTitle: string;
  download: string;
  loading: string;
  /** The progress bar's name; its text follows with the rows done. */
  generating: string;
  generatingEmpty: string;
  empty: string;
  sealed: string;
  /** What the first-pages file holds, after "The frame shows pages 1 to N of M". */
  firstPages: string;
  changed: { both: string; register: string; generalInfo: string; none: string };
}

export const DOCUMENT_WORDING: Record<ReportKind, DocumentWording> = {
  depreciation: {
    title: 'Report',
    frameTitle: 'Report PDF preview',
    download: 'Download File',
    loading: 'Loading the report',
    generating: 'Generating the report',
    generatingEmpty: 'The report is being generated; it shows here when it is ready.',
    empty: 'No report to show yet.',
    sealed: 'Sealed (the report is Completed).',
    firstPages: 'the cover, contents, summaries and the first page of the asset schedules',
    changed: {
      both: 'The asset register and General Info have changed since; regenerate to include the changes.',
      register: 'The asset register has changed since; regenerate to include the changes.',
      generalInfo: 'General Info has changed since; regenerate to include the changes.',
      none: 'Up to date with the asset register and General Info.',
    },
  },
  capex: {
    title: 'Forecast PDF',
    frameTitle: 'Forecast PDF preview',
    download: 'Download the forecast PDF',
    loading: 'Loading the forecast PDF',
    generating: 'Generating the forecast PDF',
    generatingEmpty: 'The forecast PDF is being generated; it shows here when it is ready.',
    empty: 'No forecast PDF to show yet.',
    sealed: 'Sealed (the forecast is Completed).',
    firstPages: 'the cover, contents, basis and summaries',
    changed: {
      both: 'The items and the settings have changed since; regenerate to include the changes.',
      register: 'The items have changed since; regenerate to include the changes.',
      generalInfo: 'The settings have changed since; regenerate to include the changes.',
      none: 'Up to date with the items and the settings.',
    },
  },
  rca: {
    title: 'Assessment PDF',
    frameTitle: 'Assessment PDF preview',
    download: 'Download the assessment PDF',
    loading: 'Loading the assessment PDF',
    generating: 'Generating the assessment PDF',
    generatingEmpty: 'The assessment PDF is being generated; it shows here when it is ready.',
    empty: 'No assessment PDF to show yet.',
    sealed: 'Sealed (the assessment is Completed).',
    firstPages: 'the cover, basis and assumptions, exclusions and the build-up',
    changed: {
      both: 'The buildings and the settings have changed since; regenerate to include the changes.',
      register: 'The buildings have changed since; regenerate to include the changes.',
      generalInfo: 'The settings or notes have changed since; regenerate to include the changes.',
      none: 'Up to date with the buildings, the settings and the notes.',
    },
  },
};
