/** The choices of a threshold: "1 of 3 owners" … "3 of 3 owners" (at least "1 of …" while no owner is entered). */
export function thresholdOptions(owners: number): { value: number; label: string }[] {
  const noun = owners === 1 ? 'owner' : 'owners'
  return Array.from({ length: Math.max(owners, 1) }, (_, i) => ({
    value: i + 1,
    label: `${i + 1} of ${owners} ${noun}`,
  }))
}
