/** What each settings change hands over, in words: the review says it under "This transaction changes the Safe's settings". */
const RISKS: Record<string, string> = {
  'add an owner': 'The new owner can sign for this Safe like every other owner.',
  'replace an owner': 'The new owner can sign for this Safe like every other owner.',
  'enable a module': 'A module can move every asset of this Safe without your signatures, at any time.',
  'set the guard':
    'The guard checks every transaction of this Safe: one that is faulty, or an address without code, makes every ' +
    'transaction revert and the Safe unusable.',
  'set the module guard': 'The module guard checks every transaction a module makes: a faulty one blocks every module.',
  'set the fallback handler':
    'The fallback handler answers every call the Safe does not know itself, contract signature checks included: a ' +
    "malicious one can say yes to signatures in this Safe's name.",
  'change the implementation': "The new implementation's code runs for every call to this Safe, with all its funds.",
}

/** What the settings change (as detectWarnings words it) lets its new holder do, or null when it hands nothing over. */
export function settingsChangeRisk(change: string): string | null {
  return RISKS[change] ?? null
}
