import type { DappProposal } from '../client/loadWalletKit'

/** What WalletConnect's Verify API says of the dapp's domain, in words; "Unverified" when it could not be asked. */
export function verification(proposal: DappProposal): { label: string; detail: string; danger: boolean } {
  const verified = proposal.verifyContext?.verified
  const url = proposal.params.proposer.metadata.url
  if (verified?.isScam) {
    return { label: 'Flagged as a scam', detail: `WalletConnect lists ${verified.origin} as malicious.`, danger: true }
  }
  if (verified?.validation === 'VALID') {
    return {
      label: 'Verified',
      detail: `WalletConnect confirmed the request comes from ${verified.origin}.`,
      danger: false,
    }
  }
  if (verified?.validation === 'INVALID') {
    return {
      label: 'Domain mismatch',
      detail: `The request comes from ${verified.origin}, not from ${url} as the dapp claims.`,
      danger: true,
    }
  }
  return {
    label: 'Unverified',
    detail: `WalletConnect's verification of the dapp's domain could not be had: nothing confirms the request comes from ${url}. Check you opened the dapp yourself.`,
    danger: false,
  }
}
