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
 * Whether a first paint's roots reach `moduleId` through static imports only (then a page's first paint needs it);
 * memoised per build in `memo`. Walks up the importers: the graph is the one Rolldown is chunking.
 */
export function reachedAtFirstPaint(
  moduleId: string,
  ctx: Rolldown.ChunkingContext,
  memo: Map<string, boolean>,
): boolean {
  const known = memo.get(moduleId)
  if (known !== undefined) return known
  // An import cycle reaches the module through some other importer, if at all: false until one is found.
  memo.set(moduleId, false)
  const reached =
    FIRST_PAINT_ROOTS.some((root) => root.test(moduleId)) ||
    (ctx.getModuleInfo(moduleId)?.importers ?? []).some((importer) => reachedAtFirstPaint(importer, ctx, memo))
  memo.set(moduleId, reached)
  return reached
}
