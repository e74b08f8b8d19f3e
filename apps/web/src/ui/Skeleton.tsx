/** Grey placeholder bars in the shape of what is loading, announced to screen readers as "Loading {what}…". */
export function Skeleton({ what, lines = 3 }: { what: string; lines?: number | undefined }) {
  return (
    <div className="skeleton" role="status">
      <span className="sr-only">Loading {what}…</span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity
        <span key={i} className="skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  )
}
