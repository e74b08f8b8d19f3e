import { storedCurrency } from '../query/useBalances'
import { userTimeZone } from '../query/useTransactions'
import { formatTokenAmount, prepareFiatFormat } from '../ui/formatAmounts'
import { dayText } from '../ui/formatDay'
import { formatTimeOfDay } from '../ui/formatTimeOfDay'

type TaskScheduler = (run: () => void) => void

// A task each, at once: idle callbacks come one per frame, too late for data that lands within a few frames.
const inOwnTask: TaskScheduler = (run) => setTimeout(run, 0)

/**
 * Builds the Intl formatters a Safe page's data renders with (the user's currency, the time zone, times of day, day
 * labels, grouped amounts), one per task while the page waits for its data. Each loads locale data the first time
 * (5 to 60 ms on a phone); built inside the render that shows the balances or the history, they made it longer.
 */
export function warmIntlFormatters(schedule: TaskScheduler = inOwnTask): void {
  const steps = [
    () => userTimeZone(),
    () => prepareFiatFormat(storedCurrency()),
    () => dayText(Date.now(), userTimeZone()),
    () => formatTimeOfDay(Date.now()),
    () => formatTokenAmount('1000', 0),
  ]
  const next = (at: number) => {
    const step = steps[at]
    if (!step) return
    schedule(() => {
      step()
      next(at + 1)
    })
  }
  next(0)
}
