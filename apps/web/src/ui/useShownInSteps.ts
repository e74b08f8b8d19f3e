import { useDueInNextTask } from './useDueInNextTask'

/**
 * How many of a list's `total` items to render: the first `first` when the list first has items, all of them from the
 * next task on. A list of twenty transactions rendered in one go was one of a page's longest tasks on a slow phone;
 * the rows at the top (what the page shows first) paint first this way. Once all are shown, rows added later (Load
 * more) come at once.
 */
export function useShownInSteps(total: number, first: number): number {
  return useDueInNextTask(total > 0) ? total : Math.min(total, first)
}
