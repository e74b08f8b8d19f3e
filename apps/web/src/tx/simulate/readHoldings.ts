import { type Address, erc20Abi, type PublicClient } from 'viem'
import { readTokenInfo } from '../review/readTokenInfo'
import type { BalanceChange } from './balanceChanges'
import type { Holding } from './failureInWords'

/**
 * What the Safe holds now of each asset `changes` sends: the native balance, and for each ERC-20 its `balanceOf` with
 * the token's symbol and decimals; a token that does not answer is left out (its shortfall cannot be computed).
 */
export async function readHoldings(
  client: PublicClient,
  safe: Address,
  changes: readonly BalanceChange[],
  native: { symbol: string; decimals: number },
): Promise<Holding[]> {
  const tokens = [...new Set(changes.flatMap((c) => (c.token ? [c.token.toLowerCase()] : [])))]
  const nativeOut = changes.some((c) => c.token === null)
  const [nativeBalance, ...tokenHoldings] = await Promise.all([
    nativeOut ? client.getBalance({ address: safe }) : Promise.resolve(null),
    ...tokens.map(async (token): Promise<Holding | null> => {
      const [info, balance] = await Promise.all([
        readTokenInfo(client, token as Address),
        client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [safe] }),
      ]).catch(() => [null, null] as const)
      if (!info || balance === null || info.type !== 'ERC20') return null
      return { token, balance, symbol: info.symbol, decimals: info.decimals }
    }),
  ])
  const holdings = tokenHoldings.filter((h): h is Holding => h !== null)
  return nativeBalance === null ? holdings : [{ token: null, balance: nativeBalance, ...native }, ...holdings]
}
