// GET /api/contact/challenge, the form's proof-of-work challenge: the same collector.
export { onRequest } from "../contact.js";
