// Debian's Chromium, started the same way by the browser tests, the screenshots and the benchmarks.
// The flags keep it off the network this machine does not have (README, browser tests).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
