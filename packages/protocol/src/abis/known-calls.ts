import { parseAbi } from 'viem'

/**
 * The Safe's own settings functions (called by a Safe transaction on the Safe itself). Parameter names are the
 * contracts' own, which the Safe decoder serves.
 */
export const safeSettingsCallsAbi = parseAbi([
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function removeOwner(address prevOwner, address owner, uint256 _threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function changeThreshold(uint256 _threshold)',
  'function enableModule(address module)',
  'function disableModule(address prevModule, address module)',
  'function setGuard(address guard)',
  'function setFallbackHandler(address handler)',
  'function changeMasterCopy(address _masterCopy)',
  // Safe 1.5.0: the guard of module transactions.
  'function setModuleGuard(address moduleGuard)',
])

/** The names of the functions in `safeSettingsCallsAbi`: a call to one of them on the Safe changes its settings. */
export const safeSettingsMethods: ReadonlySet<string> = new Set(safeSettingsCallsAbi.map((item) => item.name))

/** ERC-20 calls (transferFrom shares its selector with ERC-721's; ERC-20 names win, as in the Safe decoder). */
export const erc20CallsAbi = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
])

/** ERC-721 calls not already covered by `erc20CallsAbi`. */
export const erc721CallsAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
])
