import { safeSettingsCallsAbi } from '@concord/protocol'
import { parseAbi } from 'viem'

/** Safe 1.3.0/1.4.1 methods a Safe transaction can call on the Safe itself or on its helper contracts. */
export const SAFE_METHODS_ABI = [
  ...parseAbi([
    'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
    'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  ]),
  ...safeSettingsCallsAbi,
  ...parseAbi([
    'function approveHash(bytes32 hashToApprove)',
    'function signMessage(bytes _data)',
    'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
    'function performCreate(uint256 value, bytes deploymentData) returns (address newContract)',
    'function performCreate2(uint256 value, bytes deploymentData, bytes32 salt) returns (address newContract)',
  ]),
] as const

/** MultiSend / MultiSendCallOnly. */
export const MULTISEND_ABI = parseAbi(['function multiSend(bytes transactions) payable'])

/** The whole ERC-20 interface (parameter names as the Safe decoder uses them), served for tokens by the contracts API. */
export const ERC20_FULL_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
])

/** The whole ERC-721 interface, served for NFT contracts by the contracts API. */
export const ERC721_FULL_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
])
