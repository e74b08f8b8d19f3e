/** Base class of every error this package throws; branch on the stable `code` (or the literal `name`). */
export class ProtocolError extends Error {
  override name: string = 'ProtocolError'
  /** Stable machine-readable identifier; never changes once released. */
  readonly code: string

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** A value that should be hex (or a hex of a given size) is not. */
export class InvalidHexError extends ProtocolError {
  override name = 'InvalidHexError' as const
  constructor(what: string, value: unknown, expected = 'a 0x-prefixed hex string') {
    super('INVALID_HEX', `${what} must be ${expected}, got ${describe(value)}. Pass the value as 0x-prefixed hex.`)
  }
}

/** A value that should be a 20-byte address is not. */
export class InvalidAddressError extends ProtocolError {
  override name = 'InvalidAddressError' as const
  constructor(what: string, value: unknown) {
    super('INVALID_ADDRESS', `${what} must be a 20-byte 0x address, got ${describe(value)}.`)
  }
}

/** A version string cannot be read as `major[.minor[.patch]]`. */
export class InvalidVersionError extends ProtocolError {
  override name = 'InvalidVersionError' as const
  constructor(value: unknown) {
    super('INVALID_VERSION', `Version ${describe(value)} is not a semantic version like 1.4.1 or 1.3.0+L2.`)
  }
}

/** The Safe version is readable but its hashing/ABIs are not supported here. */
export class UnsupportedSafeVersionError extends ProtocolError {
  override name = 'UnsupportedSafeVersionError' as const
  constructor(version: string, supported: string) {
    super('UNSUPPORTED_SAFE_VERSION', `Safe version "${version}" is not supported; use ${supported}.`)
  }
}

/** A Safe transaction field is out of range (negative amount, operation other than 0/1, …). */
export class InvalidSafeTransactionError extends ProtocolError {
  override name = 'InvalidSafeTransactionError' as const
  constructor(message: string) {
    super('INVALID_SAFE_TRANSACTION', message)
  }
}

/** A SafeMessage cannot be hashed (bad typed data, raw hash of the wrong size, …). */
export class InvalidSafeMessageError extends ProtocolError {
  override name = 'InvalidSafeMessageError' as const
  constructor(message: string, options?: { cause?: unknown }) {
    super('INVALID_SAFE_MESSAGE', message, options)
  }
}

/** A signature blob has the wrong length or an inconsistent contract-signature layout. */
export class MalformedSignatureError extends ProtocolError {
  override name = 'MalformedSignatureError' as const
  constructor(message: string) {
    super('MALFORMED_SIGNATURE', message)
  }
}

/** A signature's `v` byte is not one the Safe contracts accept for the requested use. */
export class InvalidSignatureVError extends ProtocolError {
  override name = 'InvalidSignatureVError' as const
  readonly v: number
  constructor(v: number, expected: string) {
    super('INVALID_SIGNATURE_V', `Signature v=${v} is out of range; expected ${expected}.`)
    this.v = v
  }
}

/** ECDSA recovery failed (r/s not on the curve); the signature cannot belong to anyone. */
export class SignatureRecoveryError extends ProtocolError {
  override name = 'SignatureRecoveryError' as const
  constructor(options: { cause?: unknown }) {
    super(
      'SIGNATURE_RECOVERY_FAILED',
      'Could not recover a signer from this signature; ask the owner to sign again.',
      options,
    )
  }
}

/** MultiSend data is truncated, has an unknown operation or is not multiSend(bytes) calldata. */
export class MalformedMultiSendError extends ProtocolError {
  override name = 'MalformedMultiSendError' as const
  constructor(message: string) {
    super('MALFORMED_MULTISEND', message)
  }
}

/** Safe setup parameters the contract would reject (no owners, duplicate owner, threshold out of range). */
export class InvalidSafeSetupError extends ProtocolError {
  override name = 'InvalidSafeSetupError' as const
  constructor(message: string) {
    super('INVALID_SAFE_SETUP', message)
  }
}

/** A transaction id is not one of the gateway formats (`multisig_…`, `module_…`, `transfer_…`, `creation_…`, 0x hash). */
export class InvalidTransactionIdError extends ProtocolError {
  override name = 'InvalidTransactionIdError' as const
  constructor(id: string, reason: string) {
    super('INVALID_TRANSACTION_ID', `Invalid transaction ID ${describe(id)}: ${reason}.`)
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value)
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}
