// POST /api/visit, a counted page view (docs/privacy.md): the same collector.
export { onRequest } from "./contact.js";
