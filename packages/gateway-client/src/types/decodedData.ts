import type { Address, Hex, Operation } from './common.js'

/** A decoded parameter value: a string, or nested arrays of strings for array types. */
export type ParamValue = string | ParamValue[]

/** One call inside a MultiSend batch. */
export type InternalTransaction = {
  operation: Operation
  to: Address
  value: string
  data: Hex | null
  dataDecoded: { method: string; parameters: Parameter[] | null } | null
}

/** One decoded function parameter; `valueDecoded` holds nested calls (MultiSend) or a nested decoded call. */
export type Parameter = {
  name: string
  type: string
  value: ParamValue
  valueDecoded?: InternalTransaction[] | { method: string; parameters: Parameter[] | null } | null
}

/** How well the decoder matched the calldata to a known ABI. */
export type DecodingAccuracy = 'FULL_MATCH' | 'PARTIAL_MATCH' | 'ONLY_FUNCTION_MATCH' | 'NO_MATCH' | 'UNKNOWN'

/** Calldata decoded against the ABIs the gateway knows. */
export type DataDecoded = {
  method: string
  parameters: Parameter[] | null
  accuracy?: DecodingAccuracy
}

/** The answer of the data decoder (`POST /v1/chains/{chainId}/data-decoder`). */
export type DecodedDataResponse = DataDecoded
