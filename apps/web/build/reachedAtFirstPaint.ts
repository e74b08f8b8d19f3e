import type { Rolldown } from 'vite'

// The modules whose static imports a Safe page's first paint loads besides the entry (src/main.tsx): its layout and
// the pages a visit most often starts on. Their first paint is what test/budget/firstPaintBudget.test.ts measures.
const FIRST_PAINT_ROOTS = [
  /apps[\\/]web[\\/]src[\\/]main\.tsx$/,
  /apps[\\/]web[\\/]src[\\/]features[\\/]safe[\\/]SafeLayout\.tsx$/,
  /apps[\\/]web[\\/]src[\\/]features[\\/]dashboard[\\/]DashboardPage\.tsx$/,
  /apps[\\/]web[\\/]src[\\/]features[\\/]transactions[\\/]QueuePage\.tsx$/,
]

/**
 * Whether a first paint's roots reach `moduleId` through static imports only (then a page's first paint needs it).
 * Walks up the importers of the graph Rolldown is chunking; `reached` keeps the modules found reached in this build
 * (only those: a module in an import cycle is not known unreached until the whole walk is done).
 */
export function reachedAtFirstPaint(moduleId: string, ctx: Rolldown.ChunkingContext, reached: Set<string>): boolean {
  const queue = [moduleId]
  const seen = new Set(queue)
  for (const id of queue) {
    if (reached.has(id) || FIRST_PAINT_ROOTS.some((root) => root.test(id))) {
      reached.add(moduleId)
      return true
    }
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  return false
}
