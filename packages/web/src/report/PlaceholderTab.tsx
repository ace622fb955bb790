import type { ReportTabProps } from './tab-props';

/** Tabs that belong to later issues show what they are and that they are not built yet. */
export function PlaceholderTab(props: ReportTabProps & { label: string }) {
  const slug = props.label.toLowerCase().replace(/\s+/g, '-');
  return (
    <section className="card placeholder" aria-labelledby={`${slug}-title`} data-testid={`tab-${slug}`}>
      <h2 id={`${slug}-title`}>{props.label}</h2>
      <p>
        The {props.label} tab is built in a later release. Report {props.report.depreciationReportId} is
        loaded and its General Info can be edited now.
      </p>
    </section>
  );
}
