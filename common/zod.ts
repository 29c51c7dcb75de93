import { z } from "zod";

/**
 * zod for every shared schema. jitless: zod would otherwise probe `new Function` on first parse,
 * which the browser reports as a CSP violation (script-src has no 'unsafe-eval') even though zod
 * catches it. Import z from here, never from "zod" directly.
 */
z.config({ jitless: true });

export { z };
