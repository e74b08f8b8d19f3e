import { useMemo, useState } from 'react'
import type { ResolvedAddress } from '../../../ens/resolveAddressInput'
import { useResolvedAddresses } from '../../../ens/useResolvedAddresses'
import { useBalances, useCurrency } from '../../../query/useBalances'
import { useCurrentSafe } from '../../../services/currentSafe'
import { ErrorState, Loading } from '../../../ui/States'
import { useBalanceFilter, withoutHiddenTokens } from '../../balances'
import { AddressBookOptions } from '../shared/AddressBookOptions'
import { FlowActions } from '../shared/FlowActions'
import { buildTransferCalls, describeTransfers } from './buildTransferCalls'
import { sendableTokens } from './sendableToken'
import { TokenRowFields } from './TokenRowFields'
import { type RecipientRow, validateSendTokens } from './validateSendTokens'

/** Send the native coin or ERC-20 tokens to one or several recipients: one call per recipient in one draft. */
export function SendTokensFlow() {
  const { chain } = useCurrentSafe()
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  // Tokens hidden on the Assets page (spam, mostly) are not offered.
  const { hidden } = useBalanceFilter().filter
  const tokens = useMemo(
    () => sendableTokens(withoutHiddenTokens(balances.data?.items ?? [], hidden)),
    [balances.data, hidden],
  )
  const [rows, setRows] = useState<RecipientRow[]>([{ token: '', recipient: '', amount: '' }])
  const [submitted, setSubmitted] = useState(false)
  // Until the user picks one, a row sends the first token listed (the native coin, or the largest holding).
  const withDefault = rows.map((row) => (row.token ? row : { ...row, token: tokens[0]?.address ?? '' }))
  // ENS names are checked as the addresses they resolve to; the rows keep what was typed.
  const resolved = useResolvedAddresses(
    chain,
    withDefault.map((row) => row.recipient),
  )
  const check = validateSendTokens(
    withDefault.map((row, i) => ({ ...row, recipient: resolved[i]?.value ?? row.recipient })),
    tokens,
  )

  if (!balances.data) {
    return balances.isError ? (
      <ErrorState
        title="Could not load the Safe's balances"
        error={balances.error}
        onRetry={() => balances.refetch()}
      />
    ) : (
      <Loading what="balances" />
    )
  }
  const build = () => {
    setSubmitted(true)
    if (!check.ok) return null
    return { title: describeTransfers(check.transfers), calls: buildTransferCalls(check.transfers) }
  }
  const update = (i: number, next: RecipientRow) => setRows(withDefault.map((row, j) => (j === i ? next : row)))
  return (
    <form aria-label="Send tokens" onSubmit={(e) => e.preventDefault()}>
      <h1>Send tokens</h1>
      <AddressBookOptions />
      {tokens.length === 0 ? <p className="muted">This Safe holds no tokens to send.</p> : null}
      {withDefault.map((_, i) => (
        <TokenRowFields
          // Rows have no identity but their position; editing never reorders them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          index={i}
          currency={currency}
          rows={withDefault}
          tokens={tokens}
          resolved={resolved[i] as ResolvedAddress}
          errors={check.ok ? {} : (check.errors[i] ?? {})}
          showEmpty={submitted}
          onChange={(next) => update(i, next)}
          onRemove={withDefault.length > 1 ? () => setRows(withDefault.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => setRows([...withDefault, { token: tokens[0]?.address ?? '', recipient: '', amount: '' }])}
        >
          Add recipient
        </button>
      </div>
      <FlowActions origin="send" build={build} />
    </form>
  )
}
