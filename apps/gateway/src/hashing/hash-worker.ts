import { type HashOutcome, type HashTask, runHashTask } from './hash-task.js'

/** The hash pool's worker entry (piscina calls the default export with each task). */
export default function hashInWorker(task: HashTask): HashOutcome {
  return runHashTask(task)
}
