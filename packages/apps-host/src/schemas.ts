import {
  type GetBalanceParams,
  type GetTxBySafeTxHashParams,
  type Permission,
  type PermissionRequest,
  PROXIED_RPC_CALLS,
  RESTRICTED_METHODS,
  type RpcCallParams,
  SAFE_SET_SETTINGS,
  type SignMessageParams,
} from '@concord/apps-contract'
import { z } from 'zod'

// The lists below (RPC calls, capabilities) come from @concord/apps-contract, as does the method list (isMethod), and
// each schema whose output is a contract type says so with `satisfies`: the contract changes in one place and the
// host fails to type-check until it follows.

/**
 * The request envelope every Safe Apps SDK 9 request has; anything else is not a bridge request and is dropped.
 * `method` is any string here: an unknown method still gets an error reply (contract `isMethod` decides).
 */
export const RequestEnvelopeSchema = z.object({
  id: z.string().min(1).max(128),
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
  env: z.object({ sdkVersion: z.string().max(64) }),
})

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')

/** One transaction as apps send it: value may be a decimal or hex string or a number, data may be missing. */
export const AppTransactionSchema = z.object({
  to: z.string(),
  // '' and a missing value mean 0, as in Safe{Wallet}'s normalisation.
  value: z
    .union([
      z.string().regex(/^(0x[0-9a-fA-F]+|[0-9]+)?$/, 'must be a decimal or hex amount'),
      z.number().int().nonnegative(),
    ])
    .optional(),
  data: z.union([hex, z.literal(''), z.null()]).optional(),
})

/** `sendTransactions` params. */
export const SendTransactionsParamsSchema = z.object({
  txs: z.array(AppTransactionSchema).min(1, 'No transactions were passed'),
  params: z.object({ safeTxGas: z.number().int().nonnegative().optional() }).optional(),
})

/** `signMessage` params. */
export const SignMessageParamsSchema = z.object({ message: z.string() }) satisfies z.ZodType<SignMessageParams>

/** `signTypedMessage` params: an object with domain, types and message. */
export const SignTypedMessageParamsSchema = z.object({
  typedData: z.object({
    domain: z.record(z.string(), z.unknown()),
    types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
    message: z.record(z.string(), z.unknown()),
    primaryType: z.string().optional(),
  }),
})

/** `getTxBySafeTxHash` params. */
export const GetTxParamsSchema = z.object({
  safeTxHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex hash'),
}) satisfies z.ZodType<GetTxBySafeTxHashParams>

/** `getSafeBalances` params; the SDK always sends a currency, usd when the app gave none. */
export const GetBalancesParamsSchema = z
  .object({ currency: z.string().min(1).max(16).default('usd') })
  .optional()
  .transform((p) => p ?? { currency: 'usd' }) satisfies z.ZodType<Required<GetBalanceParams>>

/** `getOffChainSignature` params: the SafeMessage hash, passed bare. */
export const OffChainSignatureParamsSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex hash')

/** `rpcCall` params: an allowed call name and positional params. */
export const RpcCallParamsSchema = z.object({
  call: z.enum([...PROXIED_RPC_CALLS, SAFE_SET_SETTINGS]),
  params: z.array(z.unknown()).default([]),
}) satisfies z.ZodType<RpcCallParams>

/** `safe_setSettings` params. */
export const SafeSettingsSchema = z.object({ offChainSigning: z.boolean().optional() })

/** `wallet_requestPermissions` params: a non-empty list of `{ capability: {} }` for restricted methods only. */
export const PermissionRequestSchema = z
  .array(z.record(z.enum(RESTRICTED_METHODS), z.record(z.string(), z.unknown())))
  .min(1)
  .refine((list) => list.every((item) => Object.keys(item).length > 0), 'empty permission request') satisfies z.ZodType<
  PermissionRequest[]
>

/** One stored EIP-2255 permission (JSON from storage, which never holds an `undefined`, hence exactOptional). */
export const PermissionSchema = z.object({
  invoker: z.string(),
  parentCapability: z.string(),
  date: z.number().exactOptional(),
  caveats: z
    .array(z.object({ type: z.string(), value: z.unknown().optional(), name: z.string().exactOptional() }))
    .exactOptional(),
}) satisfies z.ZodType<Permission>

/** The persisted permissions map, keyed by app origin. */
export const StoredPermissionsSchema = z.record(z.string(), z.array(PermissionSchema))
