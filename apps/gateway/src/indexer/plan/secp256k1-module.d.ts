// The `secp256k1` package ships no types (and is CommonJS: one default export); the indexer uses only recovery.
declare module 'secp256k1' {
  const secp256k1: {
    ecdsaRecover(signature: Uint8Array, recid: number, message: Uint8Array, compressed?: boolean): Uint8Array
  }
  export default secp256k1
}
