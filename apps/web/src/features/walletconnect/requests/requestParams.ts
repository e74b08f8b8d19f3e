import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'

// A dapp's request params are untrusted: each method's are parsed here, at the boundary, before anything uses them.

const address = z
  .string()
  .refine((a) => isAddress(a, { strict: false }), 'not an address')
  .transform((a) => getAddress(a) as Address)
const hexData = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'not hex bytes')
  .transform((d) => d as Hex)
const quantity = z.union([z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/, 'not a quantity'), z.number().int().min(0)])
const toWei = (value: string | number | undefined) => (value === undefined ? '0' : BigInt(value).toString())

/** One call of a dapp's transaction or batch: checksummed target, wei as a decimal string, calldata. */
export type DappCall = { to: Address; value: string; data: Hex }

const Call = z
  .object({ to: address, value: quantity.optional(), data: hexData.optional() })
  .transform((c): DappCall => ({ to: c.to, value: toWei(c.value), data: c.data ?? '0x' }))

/** eth_sendTransaction `[{from?, to, value?, data?, …}]` (gas fields are the wallet's to choose). */
export const SendTransactionParams = z.tuple(
  [
    z
      .object({
        from: address.optional(),
        to: address,
        value: quantity.optional(),
        data: hexData.optional(),
        input: hexData.optional(),
      })
      .transform((tx) => ({ from: tx.from, ...Call.parse({ to: tx.to, value: tx.value, data: tx.data ?? tx.input }) })),
  ],
  z.unknown(),
)

/** EIP-5792 wallet_sendCalls `[{version, from?, chainId, atomicRequired?, calls, capabilities?}]`. */
export const SendCallsParams = z.tuple([
  z.object({
    version: z.string().optional(),
    id: z.string().optional(),
    from: address.optional(),
    chainId: z.string().regex(/^0x[0-9a-fA-F]+$/, 'chainId as hex'),
    atomicRequired: z.boolean().optional(),
    calls: z.array(Call).min(1, 'no calls'),
    capabilities: z.record(z.string(), z.object({ optional: z.boolean().optional() }).loose().optional()).optional(),
  }),
])

/** personal_sign `[message, address]`. */
export const PersonalSignParams = z.tuple([z.string(), address], z.unknown())

/** eth_signTypedData_v4 `[address, typedData as JSON text or object]`. */
export const SignTypedDataParams = z.tuple([
  address,
  z.union([
    z.record(z.string(), z.unknown()),
    z.string().transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text)
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
          return value as Record<string, unknown>
      } catch {}
      ctx.addIssue({ code: 'custom', message: 'the typed data is not a JSON object' })
      return z.NEVER
    }),
  ]),
])

/** wallet_getCallsStatus `[id]`: our ids are safeTxHashes. */
export const CallsStatusParams = z
  .tuple([z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'not a call bundle id of this wallet')])
  .transform(([id]) => [id as Hex] as const)

/** wallet_switchEthereumChain `[{chainId}]`. */
export const SwitchChainParams = z.tuple([
  z.object({ chainId: z.string().regex(/^0x[0-9a-fA-F]+$/, 'chainId as hex') }),
])

/** The first issue of a parse, in words: where and what. */
export function issueOf(error: z.ZodError): string {
  const issue = error.issues[0]
  const where = issue?.path.length ? `param ${issue.path.join('.')}` : 'params'
  return `${where}: ${issue?.message ?? 'invalid'}`
}
