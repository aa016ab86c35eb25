// zod as every form schema imports it. zod compiles validators with new Function() unless told not
// to, and the site's strict CSP forbids eval in the browser: a schema module that imported "zod"
// directly and ran first would have the browser refuse it (a CSP violation on every page of it).
import { z } from "zod";

z.config({ jitless: true });

export { z };
