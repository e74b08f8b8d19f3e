/** Debian's Chromium (`apt-get install chromium`), or the one CHROMIUM_PATH names; tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** The flags every run needs on this machine: no sandbox in the VM, no GPU, no background traffic of its own. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
