import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { DEV_MNEMONIC, devAccounts } from '../src/index.js'

it('lists the 10 accounts anvil funds, derived from the public test mnemonic', () => {
  const derived = Array.from({ length: 10 }, (_, addressIndex) => {
    const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
    const privateKey = account.getHdKey().privateKey
    return { address: account.address, privateKey: privateKey ? bytesToHex(privateKey) : null }
  })
  expect(devAccounts).toEqual(derived)
})
