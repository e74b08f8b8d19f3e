import { z } from 'zod'

// zod compiles fast parsers with `new Function`, which the page's CSP forbids (no 'unsafe-eval'). It probes for that
// when each object schema is built, and the probe is a CSP violation on every load, so this module is the first the
// app imports: every schema is built after it. Parsing gives the same results without the compiled parsers.
z.config({ jitless: true })
