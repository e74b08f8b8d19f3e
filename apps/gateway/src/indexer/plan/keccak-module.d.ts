// The `keccak` package ships no types; the indexer uses only its keccak256 hasher.
declare module 'keccak' {
  type Hasher = { update(data: Buffer): Hasher; digest(): Buffer; digest(encoding: 'hex'): string }
  export default function createKeccakHash(algorithm: 'keccak256'): Hasher
}
