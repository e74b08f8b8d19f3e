/** Why a pasted text is not a WalletConnect v2 pairing URI, in words; null when it is one. */
export function pairingUriProblem(text: string): string | null {
  const uri = text.trim()
  if (uri === '') return 'Paste the dapp’s WalletConnect link (it starts with wc:).'
  if (!uri.startsWith('wc:'))
    return 'This is not a WalletConnect link: it starts with wc: (copy it from the dapp’s QR dialog).'
  if (!/^wc:[0-9a-f]{64}@2\?/i.test(uri)) {
    return 'This WalletConnect link is not version 2 (wc:<topic>@2?…): the dapp needs a current WalletConnect.'
  }
  if (!/[?&]symKey=[0-9a-f]{64}\b/i.test(uri))
    return 'This WalletConnect link has no key (symKey): copy the whole link.'
  return null
}
