import { useCurrentSafe } from '../../services/currentSafe'
import { isBoolean, isStringArray, usePersistentState } from '../../ui/usePersistentState'
import type { BalanceFilter } from './visibleBalances'

/** Hidden tokens (per chain), "show hidden" and "hide small balances", all persisted. */
export function useBalanceFilter() {
  const { chain } = useCurrentSafe()
  const [hidden, setHidden] = usePersistentState<string[]>(`concord.hiddenTokens.${chain.chainId}`, [], isStringArray)
  const [showHidden, setShowHidden] = usePersistentState('concord.showHiddenTokens', false, isBoolean)
  const [hideSmall, setHideSmall] = usePersistentState('concord.hideSmallBalances', false, isBoolean)
  const filter: BalanceFilter = { hidden, showHidden, hideSmall }
  const toggleHidden = (token: string) => {
    const key = token.toLowerCase()
    setHidden(hidden.includes(key) ? hidden.filter((t) => t !== key) : [...hidden, key])
  }
  return { filter, toggleHidden, setShowHidden, setHideSmall }
}
