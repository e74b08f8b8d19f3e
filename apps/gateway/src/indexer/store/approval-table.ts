import type { Table } from '../../db/table.js'

/** An ERC-20 Approval or ApprovalForAll an indexed Safe gave (migration 0018). */
export type TokenApprovalRow = {
  chainId: string
  txHash: string
  logIndex: number
  blockNumber: number
  safe: string
  token: string
  spender: string
  kind: 'ERC20' | 'ERC721_ALL'
  value: string
}

/** The `token_approvals` table: where to read a Safe's current allowances. */
export const TOKEN_APPROVALS: Table<TokenApprovalRow> = {
  name: 'token_approvals',
  fields: ['chainId', 'txHash', 'logIndex', 'blockNumber', 'safe', 'token', 'spender', 'kind', 'value'],
  key: ['chainId', 'txHash', 'logIndex'],
  onConflict: 'skip',
}
