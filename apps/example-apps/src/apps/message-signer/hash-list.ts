import { h } from '../shared/dom.js'

/** Rows of label → hash (or a note when there is none), as a definition list. */
export function hashList(rows: [label: string, value: string | null, testId: string][]): HTMLElement {
  return h(
    'dl',
    {},
    ...rows.flatMap(([label, value, testId]) => [
      h('dt', {}, label),
      h('dd', {}, value === null ? h('span', { className: 'muted' }, 'unknown') : h('code', { testId }, value)),
    ]),
  )
}
