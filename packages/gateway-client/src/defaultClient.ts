import { createGatewayClient, DEFAULT_BASE_URL } from './client.js'

// The module-level client behind the Safe-SDK-style function exports, so `import { getSafeInfo }`
// works exactly like @safe-global/safe-gateway-typescript-sdk. Use createGatewayClient for more gateways.
const defaultClient = createGatewayClient({ baseUrl: DEFAULT_BASE_URL })

/** Set the gateway base URL the module-level functions call (default http://127.0.0.1:8080). */
export const setBaseUrl = defaultClient.setBaseUrl

/** Register a delegate that may propose transactions without being an owner. */
export const addDelegate = defaultClient.addDelegate

/** Add an owner's signature to an off-chain message. */
export const confirmSafeMessage = defaultClient.confirmSafeMessage

/** Add an owner's signature to a proposed transaction. */
export const confirmTransaction = defaultClient.confirmTransaction

/** Remove a delegate. */
export const deleteDelegate = defaultClient.deleteDelegate

/** Delete a proposed, unexecuted transaction; `signature` is the proposer's signature of the deletion. */
export const deleteTransaction = defaultClient.deleteTransaction

/** Get the signed-in account's address book on one chain, tombstones included (sends cookies). */
export const getAddressBook = defaultClient.getAddressBook

/** Get a nonce for a Sign-In with Ethereum message (always sends cookies: credentials 'include'). */
export const getAuthNonce = defaultClient.getAuthNonce

/** Get the signed-in session behind the SIWE cookie (`GET /v1/auth/me`); a 401 GatewayError when signed out. */
export const getAuthSession = defaultClient.getAuthSession

/** Get a Safe's tokens and their value in a fiat currency (default usd). */
export const getBalances = defaultClient.getBalances

/** Get one chain's config: RPC, explorer, native currency, features. */
export const getChainConfig = defaultClient.getChainConfig

/** Get one page of the configs of every chain the gateway serves; `pageUrl` turns pages. */
export const getChainsConfig = defaultClient.getChainsConfig

/** Get every NFT a Safe holds in one list (the unpaged v1 form). */
export const getCollectibles = defaultClient.getCollectibles

/** Get one page of the NFTs a Safe holds (v2); `pageUrl` turns pages. */
export const getCollectiblesPage = defaultClient.getCollectiblesPage

/** Get a known contract's name, ABI and delegate-call trust (a 404 GatewayError for a contract the gateway never saw). */
export const getContract = defaultClient.getContract

/** Get one page of the contracts the gateway knows with an address (a Concord extension); `pageUrl` turns pages. */
export const getContracts = defaultClient.getContracts

/** Decode calldata sent to `to` against the ABIs the gateway knows. */
export const getDecodedData = defaultClient.getDecodedData

/** Get one page of delegates matching the filters; `pageUrl` turns pages. */
export const getDelegates = defaultClient.getDelegates

/** Get the fiat codes balances can be priced in (e.g. USD, EUR). */
export const getFiatCurrencies = defaultClient.getFiatCurrencies

/** Concord only: the tokens a Safe's history moves (native coin first), held today or not. */
export const getHistoryTokens = defaultClient.getHistoryTokens

/** Get a filterable page of transfers into a Safe; pass `pageUrl` (a `next`/`previous` URL) to turn pages. */
export const getIncomingTransfers = defaultClient.getIncomingTransfers

/** Get the Safe singletons (master copies) the gateway supports on a chain. */
export const getMasterCopies = defaultClient.getMasterCopies

/** Get a filterable page of transactions executed by a Safe's modules; `pageUrl` turns pages. */
export const getModuleTransactions = defaultClient.getModuleTransactions

/** Get a filterable page of a Safe's multisig transactions; `pageUrl` turns pages. */
export const getMultisigTransactions = defaultClient.getMultisigTransactions

/** Get a Safe's current nonce and the nonce recommended for the next proposal. */
export const getNonces = defaultClient.getNonces

/** The URL of a device's server-sent events stream, for `new EventSource(url, { withCredentials })`. */
export const getNotificationEventsUrl = defaultClient.getNotificationEventsUrl

/** Get the addresses of the Safes an address owns on one chain. */
export const getOwnedSafes = defaultClient.getOwnedSafes

/** Get the Safe Apps listed for a chain. */
export const getSafeApps = defaultClient.getSafeApps

/** The URL of a Safe's public server-sent events stream, for `new EventSource(url)`. */
export const getSafeEventsUrl = defaultClient.getSafeEventsUrl

/** Concord only: how much of a Safe's history the gateway has indexed (a tracked Safe's backfill). */
export const getSafeIndexing = defaultClient.getSafeIndexing

/** Get basic information about a Safe: owners, threshold, modules, version, nonce. */
export const getSafeInfo = defaultClient.getSafeInfo

/** Get one off-chain message by its Safe message hash. */
export const getSafeMessage = defaultClient.getSafeMessage

/** Get one page of a Safe's off-chain messages with day labels; `pageUrl` turns pages. */
export const getSafeMessages = defaultClient.getSafeMessages

/** Get everything about one transaction by its id (multisig_/module_/transfer_ …) or bare safeTxHash. */
export const getTransactionDetails = defaultClient.getTransactionDetails

/** Get one page of a Safe's executed transactions with day labels, newest first; `pageUrl` turns pages. */
export const getTransactionHistory = defaultClient.getTransactionHistory

/** Get one page of a Safe's pending transactions with Next/Queued labels and conflicts; `pageUrl` turns pages. */
export const getTransactionQueue = defaultClient.getTransactionQueue

/** End the SIWE session; the gateway clears the session cookie. */
export const logout = defaultClient.logout

/** Merge edits into the signed-in account's address book on one chain (later edit wins); the merged book. */
export const mergeAddressBook = defaultClient.mergeAddressBook

/** Estimate safeTxGas and get the recommended nonce for a transaction about to be proposed. */
export const postSafeGasEstimation = defaultClient.postSafeGasEstimation

/** Propose a new off-chain message for the other owners to sign. */
export const proposeSafeMessage = defaultClient.proposeSafeMessage

/** Propose a new transaction for the other owners to sign and execute. */
export const proposeTransaction = defaultClient.proposeTransaction

/** Register a device (and its Safes) for notifications. */
export const registerDevice = defaultClient.registerDevice

/** Remove a device and all its notification subscriptions. */
export const unregisterDevice = defaultClient.unregisterDevice

/** Stop notifications about one Safe on one device. */
export const unregisterSafe = defaultClient.unregisterSafe

/** Send a signed SIWE message; on success the gateway sets the HttpOnly session cookie. */
export const verifyAuth = defaultClient.verifyAuth

/** List a Safe's alert subscriptions (for a signed-in owner or the admin token; sends cookies). */
export const getAlertSubscriptions = defaultClient.getAlertSubscriptions

/** Subscribe a webhook or an email address to a Safe's events; the answer carries the secret, shown once. */
export const createAlertSubscription = defaultClient.createAlertSubscription

/** Delete an alert subscription with its delivery log. */
export const deleteAlertSubscription = defaultClient.deleteAlertSubscription

/** Replace a subscription's signing secret; the answer carries the new one. */
export const rotateAlertSecret = defaultClient.rotateAlertSecret

/** Send a TEST alert to a subscription now and get the delivery's outcome. */
export const sendTestAlert = defaultClient.sendTestAlert

/** The latest deliveries of a subscription, newest first. */
export const getAlertDeliveries = defaultClient.getAlertDeliveries

/** Put a parked delivery back in the queue. */
export const retryAlertDelivery = defaultClient.retryAlertDelivery
