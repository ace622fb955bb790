/** A loader that covers its container (spec 4: some General Info saves block with a loader). */
export function LoaderOverlay(props: { label?: string; fixed?: boolean }) {
  const label = props.label ?? 'Loading';
  return (
    <div
      className={props.fixed ? 'loader-overlay loader-fixed' : 'loader-overlay'}
      role="status"
      aria-live="polite"
      data-testid="loader"
    >
      <span className="spinner" aria-hidden="true" />
      <span className="loader-label">{label}…</span>
    </div>
  );
}
