import { z } from 'zod'
import { TokenInfo } from './common.js'
import { queryBoolean } from './params.js'

/** Query of `GET …/safes/{address}/transactions/tokens`: like the history, untrusted ERC-20s only when asked. */
export const HistoryTokensQuery = z.object({ trusted: queryBoolean(true) })

/**
 * Concord: the tokens a Safe's history moves (the native coin first, then every token sent to or from the Safe, by
 * symbol), whether it holds them today or not: what the history's token filter offers.
 */
export const HistoryTokens = z.object({ tokens: z.array(TokenInfo) })
export type HistoryTokens = z.output<typeof HistoryTokens>
