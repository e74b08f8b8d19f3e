import { config } from 'zod/mini'

// zod compiles fast parsers with `new Function`, which the page's CSP forbids (no 'unsafe-eval'). It probes for that
// when each object schema is built, and the probe is a CSP violation on every load, so this module is the first the
// app imports: every schema is built after it. Parsing gives the same results without the compiled parsers. From
// zod/mini: the setting is zod's core one, and the first paint does not need zod's classic API.
config({ jitless: true })
