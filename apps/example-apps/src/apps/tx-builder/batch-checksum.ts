import { keccak256, stringToHex } from 'viem'

// Safe's Transaction Builder (safe-react-apps apps/tx-builder/src/lib/checksum.ts) hashes its own serialisation, not
// JSON: keys sorted, each object written as `{["k1","k2"]v1,v2,}` and undefined written as null. Byte for byte the same,
// or files would not load there with their checksum intact.

/** JSON has no undefined: the builder writes it as null so a reloaded file hashes the same. */
const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value)

/** The Transaction Builder's serialisation of a JSON value (keys sorted at every level). */
export function serializeForChecksum(json: unknown): string {
  if (Array.isArray(json)) return `[${json.map(serializeForChecksum).join(',')}]`
  if (typeof json === 'object' && json !== null) {
    const record = json as Record<string, unknown>
    const keys = Object.keys(record).sort()
    let out = `{${JSON.stringify(keys, undefinedAsNull)}`
    for (const key of keys) out += `${serializeForChecksum(record[key])},`
    return `${out}}`
  }
  return `${JSON.stringify(json, undefinedAsNull)}`
}

/**
 * The checksum of a batch file as the Transaction Builder computes it: keccak256 of the serialisation with
 * `meta.name` set to null (renaming a batch keeps its checksum). Pass the file without `meta.checksum`.
 */
export function batchChecksum(file: { meta: object; [key: string]: unknown }): string {
  return keccak256(stringToHex(serializeForChecksum({ ...file, meta: { ...file.meta, name: null } })))
}

/** True when `meta.checksum` matches the rest of the file (the builder drops the key itself before hashing). */
export function hasValidChecksum(file: { meta: { checksum?: string | undefined }; [key: string]: unknown }): boolean {
  const { checksum, ...meta } = file.meta
  return checksum !== undefined && batchChecksum({ ...file, meta }) === checksum
}
