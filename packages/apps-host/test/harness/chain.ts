import type { Anvil } from '@concord/test-kit/anvil'

/** anvil's first dev account (unlocked). */
export const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** anvil's second dev account. */
export const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Sends one plain transfer from the dev account and returns its hash once it is in a block. */
export async function sendTransfer(anvil: Anvil): Promise<string> {
  return (await anvil.send({ from: DEV_ACCOUNT, to: OTHER_ACCOUNT, value: '0x1' })).hash
}
