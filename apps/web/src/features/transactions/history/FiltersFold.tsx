import { type ReactNode, useState } from 'react'

/**
 * The history's filters, folded away until wanted (open while filters apply or are wrong). The form inside renders
 * once the fold first opens: closed, it was a tenth of the page's first render on a phone, for a form nobody saw.
 */
export function FiltersFold({ open, summary, children }: { open: boolean; summary: string; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  return (
    <details
      className="history-filters__fold"
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary>{summary}</summary>
      {opened || open ? children : null}
    </details>
  )
}
