import type { SafeInfo } from '@concord/apps-sdk'
import { h } from './dom.js'

/** One line naming the Safe the app works for: address, chain and threshold, as the wallet reported them. */
export function safeSummary(safe: SafeInfo): HTMLElement {
  return h(
    'p',
    { className: 'safe' },
    'Safe ',
    h('code', { testId: 'safe-address' }, safe.safeAddress),
    ' on chain ',
    h('span', { testId: 'chain-id' }, String(safe.chainId)),
    ` · ${safe.threshold} of ${safe.owners.length} owners`,
    safe.isReadOnly ? ' · read-only: you are not an owner' : '',
  )
}
