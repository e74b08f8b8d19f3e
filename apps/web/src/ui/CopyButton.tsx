import { useState } from 'react'

/** Copies a value (address, hash) to the clipboard and says so for two seconds. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(value)
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }
  return (
    <button type="button" className="button button--small" onClick={copy} aria-label={`${label}: ${value}`}>
      {copied ? 'Copied!' : label}
    </button>
  )
}
