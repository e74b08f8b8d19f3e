import { type Address, encodeAbiParameters, type Hex, pad, toHex } from 'viem'

// keccak256("Transfer(address,address,uint256)")
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const push1 = (byte: number) => `60${byte.toString(16).padStart(2, '0')}`
const push2 = (value: number) => `61${value.toString(16).padStart(4, '0')}`
const push32 = (word: Hex) => `7f${word.slice(2)}`

/** Runtime code answering every call with the ABI encoding of `text`, one string (so name() and symbol() are `text`). */
function answeringRuntime(text: string): string {
  const answer = encodeAbiParameters([{ type: 'string' }], [text]).slice(2)
  const words = answer.match(/.{64}/g) ?? []
  const stores = words.map((word, index) => `${push32(`0x${word}`)}${push2(index * 32)}52`).join('')
  return `${stores}${push2(answer.length / 2)}${push1(0)}f3`
}

/**
 * Creation code of a hand-assembled ERC-20 look-alike (no compiler needed): its constructor logs
 * `Transfer(0x0 → to, 1000)`, so the indexer finds it as a token the Safe `to` received, and every call to it (name,
 * symbol, decimals, balanceOf) answers the string `text`, e.g. one holding NULs that a database column cannot store.
 */
export function constantAnswerTokenBytecode(text: string, to: Address): Hex {
  const runtime = answeringRuntime(text)
  const logTransfer = [
    `${push32(toHex(1000n, { size: 32 }))}${push1(0)}52`, // mstore(0, 1000)
    `${push32(pad(to.toLowerCase() as Hex))}${push1(0)}${push32(TRANSFER_TOPIC)}${push1(32)}${push1(0)}a3`, // log3
  ].join('')
  // codecopy(0, <runtime offset>, <runtime length>); return(0, <runtime length>). Fixed-width pushes, so the
  // constructor's own length (and so the runtime's offset) is known before it is written.
  const constructorLength = logTransfer.length / 2 + 15
  const length = runtime.length / 2
  const copyAndReturn = `${push2(length)}${push2(constructorLength)}${push1(0)}39${push2(length)}${push1(0)}f3`
  return `0x${logTransfer}${copyAndReturn}${runtime}`
}
