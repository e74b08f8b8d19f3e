import type { SafeInfo } from '@concord/apps-sdk'
import { h, replaceChildren } from '../shared/dom.js'
import type { Call } from './parse-call.js'
import { readBatchFile } from './read-batch-file.js'
import { writeBatchFile } from './write-batch-file.js'

/** The default batch name, as Safe's builder names a new batch. */
const DEFAULT_NAME = 'Transactions Batch'

/**
 * Import and export of Transaction Builder batch files: an import adds the file's calls to the batch (or says, per
 * transaction, why it cannot); Export downloads the current batch with its checksum.
 */
export function filePanel(safe: SafeInfo, batch: { add(call: Call): void; calls(): readonly Call[] }): HTMLElement {
  let name = DEFAULT_NAME
  const input = h('input', { type: 'file', accept: '.json,application/json', id: 'import-file' })
  const outcome = h('div', { testId: 'import-outcome' })
  const exportButton = h('button', { type: 'button', className: 'secondary', testId: 'export-batch' }, 'Export batch')

  input.addEventListener('change', async () => {
    const file = input.files?.[0]
    if (!file) return
    const result = readBatchFile(await file.text(), safe.chainId)
    input.value = ''
    if (!result.ok) {
      replaceChildren(
        outcome,
        h('ul', { className: 'error', testId: 'import-errors' }, ...result.errors.map((e) => h('li', {}, e))),
      )
      return
    }
    name = result.batch.name
    for (const call of result.batch.calls) batch.add(call)
    const count = result.batch.calls.length
    replaceChildren(
      outcome,
      h('p', { testId: 'imported' }, `Imported "${name}": ${count} ${count === 1 ? 'call' : 'calls'}.`),
      result.batch.checksum === 'changed'
        ? h(
            'p',
            { className: 'error', testId: 'checksum-changed' },
            'The file was changed after it was exported (its checksum does not match): check every call before you submit.',
          )
        : null,
    )
  })

  exportButton.addEventListener('click', () => {
    if (batch.calls().length === 0) {
      replaceChildren(
        outcome,
        h('p', { className: 'error' }, 'Add or import calls first: a batch file needs at least one.'),
      )
      return
    }
    const file = writeBatchFile(batch.calls(), {
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      name,
      createdAt: Date.now(),
    })
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }))
    const link = h('a', { href: url, download: `${name}.json` })
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  })

  return h(
    'section',
    {},
    h('h2', {}, 'Batch files'),
    h(
      'p',
      { className: 'muted' },
      'Import a batch exported by a Transaction Builder (Safe{Wallet} or this one), or export this batch to load it there.',
    ),
    h('label', { htmlFor: 'import-file' }, 'Import a batch file'),
    input,
    outcome,
    exportButton,
  )
}
