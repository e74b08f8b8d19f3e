import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import type { SafeParts } from './safeContractName'

/** The current Safe and its fallback handler, guard and modules (as far as its info is loaded), to name targets. */
export function useSafeParts(): SafeParts {
  const { address: safe } = useCurrentSafe()
  const info = useSafeInfo().data
  return {
    safe,
    fallbackHandler: info?.fallbackHandler?.value ?? null,
    guard: info?.guard?.value ?? null,
    modules: info?.modules?.map((m) => m.value) ?? null,
  }
}
