import {
  type Address,
  type ContractFunctionParameters,
  createPublicClient,
  erc20Abi,
  multicall3Abi,
  type PublicClient,
} from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { rpcTransport } from '../../rpc/rpc-transport.js'

/** Multicall3's address on every chain that has it (deployed with a presigned transaction). */
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

type BalanceReader = { client: PublicClient; multicall: Promise<boolean> | null }
const readers = new WeakMap<ChainRuntime, BalanceReader>()

function readerOf(chain: ChainRuntime): BalanceReader {
  let reader = readers.get(chain)
  if (reader === undefined) {
    // Calls made in the same tick leave in one JSON-RPC batch (one HTTP request) when there is no Multicall3.
    const limits = { ...chain.config.rpcLimits, totalTimeoutMs: chain.config.rpcLimits.liveCallTimeoutMs }
    const transport = rpcTransport(chain.config.rpcUrl, { batch: { wait: 0 } }, limits)
    reader = { client: createPublicClient({ transport }) as PublicClient, multicall: null }
    readers.set(chain, reader)
  }
  return reader
}

function hasMulticall(reader: BalanceReader): Promise<boolean> {
  if (reader.multicall === null) {
    const probe = reader.client.getCode({ address: MULTICALL3 }).then((code) => code !== undefined && code !== '0x')
    // An RPC failure is not an answer: ask again next time.
    probe.catch(() => {
      if (reader.multicall === probe) reader.multicall = null
    })
    reader.multicall = probe
  }
  return reader.multicall
}

/**
 * A Safe's native balance and its balance of each of `tokens`, in one RPC round trip: a Multicall3 `aggregate3` when
 * the chain has Multicall3, else one JSON-RPC batch. A token whose `balanceOf` fails counts as 0 (a broken token must
 * not hide the others); an unreachable RPC rejects.
 */
export async function readTokenAmounts(
  chain: ChainRuntime,
  safe: Address,
  tokens: readonly Address[],
): Promise<{ native: bigint; amounts: bigint[] }> {
  const reader = readerOf(chain)
  const { client } = reader
  if (await hasMulticall(reader)) {
    // Mixed ABIs in one call list defeat viem's inference; each entry is checked by viem at run time anyway.
    const contracts = [
      { address: MULTICALL3, abi: multicall3Abi, functionName: 'getEthBalance', args: [safe] },
      ...tokens.map((token) => ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [safe] })),
    ] as unknown as readonly ContractFunctionParameters[]
    const results = await client.multicall({ multicallAddress: MULTICALL3, allowFailure: true, contracts })
    const [native, ...rest] = results
    if (native?.status !== 'success') throw native?.error ?? new Error('getEthBalance failed')
    return {
      native: native.result as bigint,
      amounts: rest.map((r) => (r.status === 'success' ? (r.result as bigint) : 0n)),
    }
  }
  const [native, ...amounts] = await Promise.all([
    client.getBalance({ address: safe }),
    ...tokens.map((token) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [safe] }).catch(() => 0n),
    ),
  ])
  return { native: native as bigint, amounts: amounts as bigint[] }
}
