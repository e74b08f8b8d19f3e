/** A small EIP-712 document for the user to start from, on the Safe's own chain. */
export function exampleTypedData(chainId: number): string {
  const typedData = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Greeting: [
        { name: 'from', type: 'string' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Greeting',
    domain: { name: 'Concord example', version: '1', chainId },
    message: { from: 'Our Safe', contents: 'Hello from a Safe account' },
  }
  return JSON.stringify(typedData, null, 2)
}
