import type { AppsSdk, SafeInfo } from '@concord/apps-sdk'
import type { Address } from 'viem'
import { describeError } from '../shared/describe-error.js'
import { h, replaceChildren } from '../shared/dom.js'
import { parseAirdropCsv } from './parse-airdrop-csv.js'
import { readTokenFacts } from './read-token-facts.js'
import { type Transfer, toTransfers } from './to-transfers.js'

const EXAMPLE = 'token_type,token_address,receiver,amount,id\nnative,,0x…,0.5,\n'

/** The CSV box (typed or loaded from a file), the checked transfers, and Submit: one batch for all of them. */
export function airdropPanel(sdk: AppsSdk, safe: SafeInfo): HTMLElement {
  let transfers: Transfer[] = []
  const csv = h('textarea', { id: 'csv', rows: 8, spellcheck: false, placeholder: EXAMPLE })
  const file = h('input', { type: 'file', accept: '.csv,text/csv', id: 'csv-file' })
  const check = h('button', { type: 'button', testId: 'check-csv' }, 'Check transfers')
  const result = h('div', { testId: 'csv-result' })
  const submit = h('button', { type: 'button', testId: 'submit-airdrop', disabled: true }, 'Submit')
  const outcome = h('div', { testId: 'outcome' })

  const showErrors = (errors: string[]) => {
    transfers = []
    submit.disabled = true
    replaceChildren(result, h('ul', { className: 'error', testId: 'csv-errors' }, ...errors.map((e) => h('li', {}, e))))
  }

  check.addEventListener('click', async () => {
    replaceChildren(outcome)
    const parsed = parseAirdropCsv(csv.value)
    if (!parsed.ok) return showErrors(parsed.errors)
    const tokens = await readTokenFacts(sdk, parsed.rows)
    const built = toTransfers(parsed.rows, safe.safeAddress as Address, tokens)
    if (!built.ok) return showErrors(built.errors)
    transfers = built.transfers
    submit.disabled = false
    submit.textContent = `Submit ${transfers.length} ${transfers.length === 1 ? 'transfer' : 'transfers'} as one batch`
    replaceChildren(
      result,
      h(
        'ol',
        { className: 'calls', testId: 'transfers' },
        ...transfers.map((t) => h('li', { testId: 'transfer' }, t.label)),
      ),
    )
  })

  file.addEventListener('change', async () => {
    const chosen = file.files?.[0]
    if (chosen) csv.value = await chosen.text()
    file.value = ''
    check.click()
  })

  submit.addEventListener('click', async () => {
    submit.disabled = true
    replaceChildren(outcome, h('p', { className: 'muted' }, 'Waiting for the Safe owners to review it in the wallet…'))
    try {
      const { safeTxHash } = await sdk.txs.send({ txs: transfers.map((t) => t.tx) })
      replaceChildren(
        outcome,
        h('p', {}, 'Proposed. Safe transaction hash: ', h('code', { testId: 'safe-tx-hash' }, safeTxHash)),
      )
    } catch (error) {
      submit.disabled = false
      replaceChildren(
        outcome,
        h(
          'p',
          { className: 'error', testId: 'send-error' },
          `The wallet did not accept the batch: ${describeError(error)}`,
        ),
      )
    }
  })

  return h(
    'section',
    {},
    h('h2', {}, 'Transfers'),
    h(
      'p',
      { className: 'muted' },
      'One line per transfer after the header token_type,token_address,receiver,amount,id. token_type is erc20, native ' +
        "or nft; leave token_address empty for ETH; amounts are in the token's units (1.5), id is the NFT's token id.",
    ),
    h('label', { htmlFor: 'csv' }, 'CSV'),
    csv,
    h('label', { htmlFor: 'csv-file' }, 'Or load a CSV file'),
    file,
    check,
    result,
    submit,
    outcome,
  )
}
