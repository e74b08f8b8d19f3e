/** An app's icon, or its initial when it has none (decorative: the name is always next to it). */
export function AppIcon({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  if (!url) {
    return (
      <span className="app-icon app-icon--blank" style={{ width: size, height: size }} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return <img className="app-icon" src={url} alt="" width={size} height={size} />
}
