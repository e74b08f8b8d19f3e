import { type ReactNode, useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import { errorMessage } from '../errors'
import { useCurrentSafeOrNull } from '../services/currentSafe'

/**
 * Shows `children` (the sign / confirm / execute buttons) only while the wallet is on the Safe's chain; on any other
 * chain it offers "Switch to <chain>" in their place, as the header does, since the wallet would refuse a request for
 * another chain than its own with a library error. Outside a Safe's pages, or with no wallet, it shows `children`.
 */
export function SafeChainGate({ children }: { children: ReactNode }) {
  const { isConnected, chainId, chain } = useAccount()
  const safe = useCurrentSafeOrNull()
  // The action, not useSwitchChain: the hook's mutation code is not needed for one click.
  const config = useConfig()
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null })
  if (!isConnected || safe === null || chainId === undefined || String(chainId) === safe.chain.chainId) {
    return <>{children}</>
  }
  const target = safe.chain.chainName
  const onSwitch = async () => {
    setState({ busy: true, error: null })
    try {
      await switchChain(config, { chainId: Number(safe.chain.chainId) })
      setState({ busy: false, error: null })
    } catch (error) {
      setState({ busy: false, error })
    }
  }
  return (
    <div className="chain-gate">
      <p className="banner banner--warning">
        Your wallet is on {chain?.name ?? `another network (chain ${chainId})`}; this Safe is on {target}. Switch the
        wallet to {target} to continue.
      </p>
      <div className="form__actions">
        <button type="button" className="button button--primary" disabled={state.busy} onClick={onSwitch}>
          {state.busy ? `Switching to ${target}…` : `Switch to ${target}`}
        </button>
      </div>
      {state.error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(state.error)}
        </p>
      ) : null}
    </div>
  )
}
