const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'])
// PostgreSQL SQLSTATEs of a server that is going away or refusing connections (class 08, admin/crash shutdown).
const SERVER_GONE = /^(08...|57P01|57P02|57P03)$/

/** Whether an error means the database cannot be reached right now (a retry later may work), not a bad query. */
export function isDatabaseDown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE.test(code))) return true
  return typeof message === 'string' && /Connection terminated|connection.*(closed|ended)/i.test(message)
}
