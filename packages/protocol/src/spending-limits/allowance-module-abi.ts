// The ABI subset of Safe's AllowanceModule that Concord calls, as published in @safe-global/safe-modules-deployments
// v0.1.1 (the spending-limits feature; "allowances" means ERC-20 approvals elsewhere in this code base).
import { parseAbi } from 'viem'

/** Safe's AllowanceModule: the functions and events the spending-limits feature uses. */
export const allowanceModuleAbi = parseAbi([
  'function addDelegate(address delegate)',
  'function removeDelegate(address delegate, bool removeAllowances)',
  'function setAllowance(address delegate, address token, uint96 allowanceAmount, uint16 resetTimeMin, uint32 resetBaseMin)',
  'function resetAllowance(address delegate, address token)',
  'function deleteAllowance(address delegate, address token)',
  'function executeAllowanceTransfer(address safe, address token, address to, uint96 amount, address paymentToken, uint96 payment, address delegate, bytes signature)',
  'function generateTransferHash(address safe, address token, address to, uint96 amount, address paymentToken, uint96 payment, uint16 nonce) view returns (bytes32)',
  'function getTokens(address safe, address delegate) view returns (address[])',
  'function getTokenAllowance(address safe, address delegate, address token) view returns (uint256[5])',
  'function getDelegates(address safe, uint48 start, uint8 pageSize) view returns (address[] results, uint48 next)',
  'event AddDelegate(address indexed safe, address delegate)',
  'event RemoveDelegate(address indexed safe, address delegate)',
  'event ExecuteAllowanceTransfer(address indexed safe, address delegate, address token, address to, uint96 value, uint16 nonce)',
  'event PayAllowanceTransfer(address indexed safe, address delegate, address paymentToken, address paymentReceiver, uint96 payment)',
  'event SetAllowance(address indexed safe, address delegate, address token, uint96 allowanceAmount, uint16 resetTime)',
  'event ResetAllowance(address indexed safe, address delegate, address token)',
  'event DeleteAllowance(address indexed safe, address delegate, address token)',
])

/** The AllowanceModule's canonical addresses (v0.1.1 on newer chains, v0.1.0 on the first ones). */
export const ALLOWANCE_MODULE_ADDRESSES = {
  'v0.1.1': '0xAA46724893dedD72658219405185Fb0Fc91e091C',
  'v0.1.0': '0xCFbFaC74C26F8647cBDb8c5caf80BB5b32E43134',
} as const

/** The module address Concord uses where a chain names none; the dev chain places its stand-in there. */
export const ALLOWANCE_MODULE_ADDRESS = ALLOWANCE_MODULE_ADDRESSES['v0.1.1']
