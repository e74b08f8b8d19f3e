import type { ThemeChoice } from './theme'

const LABELS: Record<ThemeChoice, string> = { system: 'Theme: system', light: 'Theme: light', dark: 'Theme: dark' }

/** A button cycling system → light → dark. */
export function ThemeToggle({ choice, onToggle }: { choice: ThemeChoice; onToggle: () => void }) {
  return (
    <button type="button" className="button button--ghost" onClick={onToggle}>
      {LABELS[choice]}
    </button>
  )
}
