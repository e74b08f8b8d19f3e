import { type Child, h } from '../shared/dom.js'
import type { Call } from './parse-call.js'

/** Shows long calldata as its start and length, so the list stays readable. */
function shortData(data: string): string {
  if (data === '0x') return 'no data'
  const bytes = (data.length - 2) / 2
  return data.length > 26 ? `${data.slice(0, 18)}…${data.slice(-6)} (${bytes} bytes)` : data
}

/** The queued calls, each with a Remove button; an empty list says how to start. */
export function callList(calls: readonly Call[], onRemove: (index: number) => void): Child {
  if (calls.length === 0) return h('p', { className: 'muted', testId: 'no-calls' }, 'No calls yet: add one above.')
  return h(
    'ol',
    { className: 'calls', testId: 'calls' },
    ...calls.map((call, index) =>
      h(
        'li',
        { testId: 'call' },
        h('code', {}, call.to),
        ` · ${call.valueEth} ETH · `,
        h('code', { title: call.data }, shortData(call.data)),
        ' ',
        h(
          'button',
          { type: 'button', className: 'secondary', onclick: () => onRemove(index), testId: 'remove-call' },
          'Remove',
        ),
      ),
    ),
  )
}
