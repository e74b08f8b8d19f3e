// Data the test wallet page serves and the tests assert on; both import it from here.

/** The Safe the test wallet runs the apps for (on anvil the tests may put code at this address). */
export const SAFE_ADDRESS = '0x5afE5aFE5Afe5afe5aFe5afE5afE5aFE5afe0001'

/** getSafeInfo answer (SafeInfoExtended), Safe 1.4.1 on anvil's chain. */
export const SAFE_INFO = {
  safeAddress: SAFE_ADDRESS,
  chainId: 31337,
  threshold: 2,
  owners: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
  isReadOnly: false,
  nonce: 0,
  implementation: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  modules: [],
  fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  guard: null,
  version: '1.4.1',
}
