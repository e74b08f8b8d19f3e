import { z } from 'zod'

/**
 * A token list in the Uniswap token-list format (https://tokenlists.org, the `@uniswap/token-lists` schema): what
 * Safe's DEFAULT_TOKENLIST and most wallets read. Only what the gateway uses is checked; a list may carry more.
 */
export const TokenList = z.object({
  name: z.string().min(1).max(100),
  tokens: z
    .array(
      z.object({
        chainId: z.number().int().positive(),
        address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
        name: z.string().min(1).max(100),
        symbol: z.string().min(1).max(40),
        decimals: z.number().int().min(0).max(255),
        logoURI: z.string().max(2_000).optional(),
      }),
    )
    .max(20_000),
})

export type TokenList = z.output<typeof TokenList>
