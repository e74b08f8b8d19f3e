import { z } from 'zod/mini'

// zod/mini (tree-shakable, same checks): the batch drawer reads drafts at the first paint.
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'an address (0x and 40 hex digits)'))
const hex = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes'))

/** One call the Safe makes: the unit every flow produces (send, NFT, contract, raw, settings, app). */
export const DraftCallSchema = z.object({
  to: address,
  /** wei, as a decimal string (drafts are stored as JSON). */
  value: z.string().check(z.regex(/^\d+$/, 'a decimal amount of wei')),
  data: hex,
  /** 0 = CALL, 1 = DELEGATE. */
  operation: z.union([z.literal(0), z.literal(1)]),
})

/** Which flow built a draft: the review screen labels and warns by it. */
export const DraftOriginSchema = z.enum([
  'send',
  'nft',
  'contract',
  'raw',
  'batch',
  'settings',
  'reject',
  'replace',
  'app',
])

/**
 * What a flow asks the review screen to show and sign. One call is executed as is; several are packed into one
 * MultiSendCallOnly transaction (DELEGATE) by the review screen. Stored in sessionStorage, so it is parsed back.
 */
export const TxDraftSchema = z.object({
  /** What the user asked for, in words ("Send 5 dUSDC to 0x12…34"). */
  title: z.string().check(z.minLength(1)),
  origin: DraftOriginSchema,
  calls: z.array(DraftCallSchema).check(z.minLength(1)),
  /** A fixed nonce (reject, replace); the review screen proposes the recommended one otherwise. */
  nonce: z.optional(z.int().check(z.nonnegative())),
  /** The embedded app that asked for it ({name, url}), kept as the proposal's `origin`. */
  app: z.optional(z.object({ name: z.string(), url: z.string() })),
  /** A safeTxGas the flow asks for (an app's `params.safeTxGas`), in place of the gateway's estimate. */
  safeTxGas: z.optional(z.string().check(z.regex(/^\d+$/, 'a decimal amount of gas'))),
})

/** A call inside a draft. */
export type DraftCall = z.infer<typeof DraftCallSchema>
/** The flow a draft comes from. */
export type DraftOrigin = z.infer<typeof DraftOriginSchema>
/** A transaction to review, before a nonce and gas are chosen. */
export type TxDraft = z.infer<typeof TxDraftSchema>
