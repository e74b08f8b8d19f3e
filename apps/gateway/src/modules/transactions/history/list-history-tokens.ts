import type { HistoryTokens } from '@concord/gateway-schema'
import { type Address, zeroAddress } from 'viem'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { loadSafe } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { transfers } from '../store/transaction-repository.js'

/**
 * The tokens a Safe's history moves, held today or not: the native coin, then each indexed token sent to or from the
 * Safe by symbol; with `trustedOnly` (the history's default) untrusted ERC-20s are left out, as the history leaves
 * their transfers out.
 */
export async function listHistoryTokens(
  db: Queryable,
  chain: ChainRuntime,
  address: Address,
  trustedOnly: boolean,
): Promise<HistoryTokens> {
  const safe = await loadSafe(db, chain.chainId, address)
  const known = await chainTokens(db, chain)
  const shown = (token: TokenRow | undefined): token is TokenRow =>
    token !== undefined && (!trustedOnly || token.type !== 'ERC20' || token.trusted)
  const moved = (await transfers.tokensMoved(db, chain.chainId, safe.address))
    .map((token) => known.get(token))
    .filter(shown)
    .sort((a, b) => a.symbol.localeCompare(b.symbol))
  const { decimals, symbol, name, logoUri } = chain.config.nativeCurrency
  const native = { type: 'NATIVE_TOKEN' as const, address: zeroAddress, decimals, symbol, name, logoUri }
  const tokens = moved.map(({ type, address: tokenAddress, decimals, symbol, name, logoUri }) => ({
    type,
    address: tokenAddress,
    decimals,
    symbol,
    name,
    logoUri,
  }))
  return { tokens: [native, ...tokens] }
}
