import { useState } from 'react'
import { Check, Copy } from './icons'

/** Copies a value (address, hash) to the clipboard: one icon button, named for what it copies, that says "Copied". */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(value)
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }
  const Icon = copied ? Check : Copy
  return (
    <button
      type="button"
      className="icon-button"
      onClick={copy}
      aria-label={`${label}: ${value}`}
      title={copied ? 'Copied' : label}
    >
      <Icon size={16} aria-hidden="true" />
      {/* A live region, not role="status": a card may hold several addresses and one status of its own. */}
      <span className="sr-only" aria-live="polite">
        {copied ? 'Copied!' : ''}
      </span>
    </button>
  )
}
