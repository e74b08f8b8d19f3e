import * as v from 'valibot'

// valibot, not zod: the batch drawer and the home page's pending rows read drafts at the first paint (see
// config/runtimeConfig.ts).
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'an address (0x and 40 hex digits)'))
const hex = v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes'))

/** One call the Safe makes: the unit every flow produces (send, NFT, contract, raw, settings, app). */
export const DraftCallSchema = v.object({
  to: address,
  /** wei, as a decimal string (drafts are stored as JSON). */
  value: v.pipe(v.string(), v.regex(/^\d+$/, 'a decimal amount of wei')),
  data: hex,
  /** 0 = CALL, 1 = DELEGATE. */
  operation: v.union([v.literal(0), v.literal(1)]),
})

/** Which flow built a draft: the review screen labels and warns by it. */
export const DraftOriginSchema = v.picklist([
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
export const TxDraftSchema = v.object({
  /** What the user asked for, in words ("Send 5 dUSDC to 0x12…34"). */
  title: v.pipe(v.string(), v.minLength(1)),
  origin: DraftOriginSchema,
  calls: v.pipe(v.array(DraftCallSchema), v.minLength(1)),
  /** A fixed nonce (reject, replace); the review screen proposes the recommended one otherwise. */
  nonce: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  /** The embedded app that asked for it ({name, url}), kept as the proposal's `origin`. */
  app: v.optional(v.object({ name: v.string(), url: v.string() })),
  /** A safeTxGas the flow asks for (an app's `params.safeTxGas`), in place of the gateway's estimate. */
  safeTxGas: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'a decimal amount of gas'))),
})

/** A call inside a draft. */
export type DraftCall = v.InferOutput<typeof DraftCallSchema>
/** The flow a draft comes from. */
export type DraftOrigin = v.InferOutput<typeof DraftOriginSchema>
/** A transaction to review, before a nonce and gas are chosen. */
export type TxDraft = v.InferOutput<typeof TxDraftSchema>
