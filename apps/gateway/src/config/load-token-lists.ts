import { readFile } from 'node:fs/promises'
import { chainIdNumber } from '@concord/protocol'
import { getAddress } from 'viem'
import type { ChainConfig, GatewayConfig } from './config-schema.js'
import { TokenList } from './token-list-schema.js'

// A list is read once at start; the largest public lists are a few MB.
const MAX_LIST_BYTES = 10 * 2 ** 20
const FETCH_TIMEOUT_MS = 10_000

/** Reads one list from an https/http URL or a file path; throws with the reason in words. */
async function readList(source: string): Promise<TokenList> {
  let text: string
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`answered ${response.status}`)
    text = await response.text()
  } else {
    text = await readFile(source, 'utf8')
  }
  if (text.length > MAX_LIST_BYTES) throw new Error(`larger than ${MAX_LIST_BYTES} bytes`)
  const parsed = TokenList.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`not a token list: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return parsed.data
}

/** The chain's tokens with those of its lists added (a token the config lists itself keeps the config's entry). */
async function withLists(chain: ChainConfig, notes: string[]): Promise<ChainConfig> {
  if (chain.tokenLists.length === 0) return chain
  const tokens = [...chain.tokens]
  const known = new Set(tokens.map((token) => token.address.toLowerCase()))
  for (const source of chain.tokenLists) {
    try {
      const list = await readList(source)
      let added = 0
      for (const token of list.tokens) {
        if (token.chainId !== chainIdNumber(chain.chainId) || known.has(token.address.toLowerCase())) continue
        known.add(token.address.toLowerCase())
        const { name, symbol, decimals } = token
        tokens.push({
          address: getAddress(token.address),
          type: 'ERC20',
          name,
          symbol,
          decimals,
          logoUri: token.logoURI ?? '',
        })
        added++
      }
      notes.push(`chain ${chain.chainId}: token list "${list.name}" (${source}): ${added} tokens trusted`)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      notes.push(
        `chain ${chain.chainId}: token list ${source} could not be read (${reason}); its tokens are not trusted until it can be read at a restart`,
      )
    }
  }
  return { ...chain, tokens }
}

/**
 * The config with each chain's `tokenLists` read into its trusted tokens, and a line per list for the log. A list that
 * cannot be read does not stop the gateway: its tokens stay untrusted (shown only on request), which is the safe side.
 */
export async function withTokenLists(config: GatewayConfig): Promise<{ config: GatewayConfig; notes: string[] }> {
  const notes: string[] = []
  const chains: ChainConfig[] = []
  for (const chain of config.chains) chains.push(await withLists(chain, notes))
  return { config: { ...config, chains }, notes }
}
