import type { SpendingLimit, SpendingLimits } from '@concord/gateway-schema'
import { ALLOWANCE_MODULE_ADDRESS, allowanceModuleAbi, readTokenAllowance } from '@concord/protocol'
import { type Address, getAddress, type PublicClient } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { isTransportError, rpcUnavailable } from '../../errors.js'
import { loadSafeOrSetup } from '../safes/index.js'

// The module pages delegates; a Safe with more than a few pages of beneficiaries is not a case to read in one request.
const PAGE_SIZE = 50
const MAX_PAGES = 4

/** Every delegate the module holds for the Safe, page by page. */
async function readDelegates(client: PublicClient, safe: Address): Promise<readonly Address[]> {
  const delegates: Address[] = []
  let start = 0
  for (let page = 0; page < MAX_PAGES; page++) {
    const [results, next] = await client.readContract({
      address: ALLOWANCE_MODULE_ADDRESS,
      abi: allowanceModuleAbi,
      functionName: 'getDelegates',
      args: [safe, start, PAGE_SIZE],
    })
    delegates.push(...results)
    if (next === 0) break
    start = next
  }
  return delegates
}

/** One delegate's limits: each token it ever had a limit on, read now, those still above 0. */
async function readDelegateLimits(client: PublicClient, safe: Address, delegate: Address): Promise<SpendingLimit[]> {
  const tokens = await client.readContract({
    address: ALLOWANCE_MODULE_ADDRESS,
    abi: allowanceModuleAbi,
    functionName: 'getTokens',
    args: [safe, delegate],
  })
  const readings = await Promise.all(
    tokens.map((token) =>
      client.readContract({
        address: ALLOWANCE_MODULE_ADDRESS,
        abi: allowanceModuleAbi,
        functionName: 'getTokenAllowance',
        args: [safe, delegate, token],
      }),
    ),
  )
  return readings.flatMap((words, i) => {
    const limit = readTokenAllowance(words)
    const token = tokens[i]
    if (token === undefined || limit.amount === 0n) return []
    return [
      {
        beneficiary: getAddress(delegate),
        token: getAddress(token),
        amount: limit.amount.toString(),
        spent: limit.spent.toString(),
        resetTimeMin: limit.resetTimeMin,
        nextResetAt: limit.nextResetAt,
        nonce: limit.nonce,
      },
    ]
  })
}

/**
 * A Safe's spending limits as the AllowanceModule holds them now: 404 for a Safe the gateway does not know (before any
 * chain read), 503 when the chain's RPC cannot answer. A chain without the module's code answers an empty list: there
 * is nothing to read, which is not an error of the request.
 */
export async function readSpendingLimits(db: Queryable, chain: ChainRuntime, safe: string): Promise<SpendingLimits> {
  await loadSafeOrSetup(db, chain.chainId, safe)
  const client = chain.client
  const owner = getAddress(safe)
  try {
    const code = await client.getCode({ address: ALLOWANCE_MODULE_ADDRESS })
    if (code === undefined || code === '0x') return { module: ALLOWANCE_MODULE_ADDRESS, items: [] }
    const delegates = await readDelegates(client, owner)
    const perDelegate = await Promise.all(delegates.map((delegate) => readDelegateLimits(client, owner, delegate)))
    return { module: ALLOWANCE_MODULE_ADDRESS, items: perDelegate.flat() }
  } catch (error) {
    throw isTransportError(error) ? rpcUnavailable(chain.chainId, error) : error
  }
}
