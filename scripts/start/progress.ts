// The steps of `npm start`, in order: a first start can take minutes, so every step says where it is.
const steps = ['install', 'build', 'chain', 'contracts', 'demo Safes', 'apps', 'gateway', 'web'] as const
type Step = (typeof steps)[number]

/** Prints one progress line `[n/8] step: message`. */
export function progress(step: Step, message: string) {
  console.log(`[${steps.indexOf(step) + 1}/${steps.length}] ${step}: ${message}`)
}
