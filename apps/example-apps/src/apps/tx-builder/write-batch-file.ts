import { batchChecksum } from './batch-checksum.js'
import { BATCH_FILE_VERSION, type BatchFile, type BatchTransaction, TX_BUILDER_VERSION } from './batch-file.js'
import type { Call } from './parse-call.js'

/** Who and when: the parts of the file that are not the calls. */
export type BatchOrigin = { chainId: number; safeAddress: string; name: string; createdAt: number }

/**
 * The batch as a Transaction Builder file with its checksum. Imported calls are written as they were read; calls made
 * here carry raw calldata and no contract method, as the builder writes its own "custom data" transactions.
 */
export function writeBatchFile(calls: readonly Call[], origin: BatchOrigin): BatchFile {
  const transactions: BatchTransaction[] = calls.map(
    (call) =>
      call.source ?? {
        to: call.to,
        value: call.valueWei.toString(),
        data: call.data,
        contractMethod: null,
        contractInputsValues: null,
      },
  )
  const file = {
    version: BATCH_FILE_VERSION,
    chainId: String(origin.chainId),
    createdAt: origin.createdAt,
    meta: {
      name: origin.name,
      description: '',
      txBuilderVersion: TX_BUILDER_VERSION,
      createdFromSafeAddress: origin.safeAddress,
      createdFromOwnerAddress: '',
    },
    transactions,
  }
  return { ...file, meta: { ...file.meta, checksum: batchChecksum(file) } }
}
