import { z } from 'zod'

// Safe's Transaction Builder batch file (field-2026.md). Objects are loose: fields this app does not know survive an
// import → export round trip, and the checksum is computed over the file as it was.

const AbiInput: z.ZodType<AbiInput> = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    type: z.string(),
    internalType: z.string().optional(),
    components: z.array(AbiInput).optional(),
  }),
)

/** One parameter of a contract method, as the builder stores it (Solidity ABI fields). */
export type AbiInput = {
  name: string
  type: string
  internalType?: string | undefined
  components?: AbiInput[] | undefined
}

/** The method a transaction calls, when it was built from an ABI. */
export const ContractMethod = z.looseObject({
  name: z.string(),
  payable: z.boolean(),
  inputs: z.array(AbiInput),
})

/** One call of the batch; `data` may be null when `contractMethod` + `contractInputsValues` describe it. */
export const BatchTransaction = z.looseObject({
  to: z.string(),
  value: z.string(),
  data: z.string().nullish(),
  contractMethod: ContractMethod.nullish(),
  contractInputsValues: z.record(z.string(), z.string()).nullish(),
})
export type BatchTransaction = z.infer<typeof BatchTransaction>

/** The whole file. */
export const BatchFile = z.looseObject({
  version: z.string(),
  chainId: z.string(),
  createdAt: z.number(),
  meta: z.looseObject({
    name: z.string(),
    description: z.string().optional(),
    txBuilderVersion: z.string().optional(),
    createdFromSafeAddress: z.string().optional(),
    createdFromOwnerAddress: z.string().optional(),
    checksum: z.string().optional(),
  }),
  transactions: z.array(z.unknown()),
})
export type BatchFile = z.infer<typeof BatchFile>

/** The format version this app reads and writes, and the Transaction Builder version whose files it matches. */
export const BATCH_FILE_VERSION = '1.0'
export const TX_BUILDER_VERSION = '1.18.0'
