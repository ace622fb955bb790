/** A loader that covers its container (docs/product/states-and-permissions.md: some General Info saves block with a loader). */
export function LoaderOverlay(props: { label?: string; fixed?: boolean; cover?: boolean }) {
  const label = props.label ?? 'Loading';
  const placement = props.fixed ? ' loader-fixed' : props.cover ? ' loader-cover' : '';
  return (
    <div className={`loader-overlay${placement}`} role="status" aria-live="polite" data-testid="loader">
      <span className="spinner" aria-hidden="true" />
      <span className="loader-label">{label}…</span>
    </div>
  );
}
