/** One step of a demo Safe's history: `done` reads the chain, `run` sends the step's transactions and counts them. */
export type HistoryStep = { label: string; done(): Promise<boolean>; run(): Promise<number> }

/** Runs the steps that are not done yet, in order; returns how many transactions were sent. */
export async function runHistory(steps: readonly HistoryStep[]): Promise<number> {
  let transactions = 0
  for (const step of steps) {
    if (await step.done()) continue
    transactions += await step.run()
  }
  return transactions
}
