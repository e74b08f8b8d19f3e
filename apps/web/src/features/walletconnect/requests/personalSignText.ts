import { type Hex, hexToBytes, isHex } from 'viem'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The text of a personal_sign message: dapps send it hex-encoded (EIP-1193 providers do), some as plain text. Hex
 * that is not UTF-8 is null: the Safe signs EIP-191 text, and bytes nobody can read are not signed.
 */
export function personalSignText(message: string): string | null {
  if (!isHex(message)) return message
  try {
    return utf8.decode(hexToBytes(message as Hex))
  } catch {
    return null
  }
}
