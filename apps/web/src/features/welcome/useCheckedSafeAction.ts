import type { ChainInfo } from '@concord/gateway-client'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Address } from 'viem'
import { useApp } from '../../services/appContext'
import { safePath } from '../../services/safePath'
import { isSafeAddress } from './isSafeAddress'

/** What "Load a Safe" does with an address: open its page, or add it to the watchlist. */
export type LoadAction = 'open' | 'watch'

/**
 * Opens or watches a Safe once the gateway agrees it is one: an address that is no Safe on the chosen network is
 * refused in the form, in words (through `onRefused`), rather than on a page of errors. `act` is stable to call
 * from effects: it always runs with the latest values.
 */
export function useCheckedSafeAction(props: {
  target: string
  chain: ChainInfo | undefined
  onWatch: (entry: string) => void
  onRefused: (message: string) => void
}) {
  const { gateway } = useApp()
  const navigate = useNavigate()
  const [checking, setChecking] = useState(false)
  const latest = useRef(props)
  latest.current = props
  const act = useRef(async (action: LoadAction, address: Address) => {
    const { target, chain, onWatch, onRefused } = latest.current
    setChecking(true)
    const safe = !chain || (await isSafeAddress(gateway, chain.chainId, address))
    setChecking(false)
    if (!safe)
      return onRefused(`${address} is not a Safe on ${chain?.chainName ?? target}. Check the address and the network.`)
    if (action === 'open') navigate(safePath(target, address))
    else onWatch(`${target}:${address}`)
  }).current
  return { checking, act }
}
