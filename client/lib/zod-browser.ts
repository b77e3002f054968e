import { config } from 'zod';

/**
 * Zod compiles fast parsers with `new Function` when it may; the Content-Security-Policy forbids eval,
 * and the browser reports each refused attempt. Import this before any schema in browser code.
 */
config({ jitless: true });
