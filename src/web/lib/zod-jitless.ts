/**
 * Imported first by the entry, before any schema is built: Zod probes for eval (new Function) when it
 * builds an object schema, and under the site's CSP (no 'unsafe-eval') that probe is a reported violation.
 */
import { z } from 'zod';

z.config({ jitless: true });
