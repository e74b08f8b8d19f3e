/**
 * The chunks a Safe page imports by itself once it has shown, with no click asking for them: the home's security and
 * spending-limit cards, ENS names, the bell, offline mode, the address book's sync, the batch drawer, the notices, a
 * transaction's simulation and hash check, a transaction's panels below its title (25 chunks: inserting their links
 * was a 50 ms task on its own), the wallet config (17 chunks, loaded once the page has settled) and the chain reads' HTTP transport.
 */
export const LATE_PARTS = [
  'security',
  'spending-limits',
  'EnsName',
  'NotificationBell',
  'OfflineMode',
  'AddressBookSync',
  'BatchDrawer',
  'SafeNotices',
  'runSimulation',
  'verifyTxHashes',
  'TxDetailsPanels',
  'wagmiConfig',
  'httpTransport',
]

const LATE_PART_FILE = new RegExp(`^assets/(${LATE_PARTS.join('|')})-[\\w-]{8}\\.js$`)

/** Whether a built chunk (`assets/<name>-<hash>.js`) is one of the late parts. */
export function isLatePart(file: string): boolean {
  return LATE_PART_FILE.test(file)
}

/**
 * Vite's `build.modulePreload.resolveDependencies`: no preload list for the late parts. For a dynamic import Vite adds a
 * `<link rel="modulepreload">` per chunk the imported one needs, so they load in parallel rather than as each import is
 * found; for those parts (20 to 45 chunks each) inserting the links was most of the main thread's long tasks after the
 * first paint on a phone (Lighthouse's TBT). Nothing waits on them, so their chunks load as the browser finds them.
 * Pages, dialogs and actions a user asks for keep their lists.
 */
export function resolvePreloads(filename: string, deps: string[]): string[] {
  return isLatePart(filename) ? [] : deps
}
