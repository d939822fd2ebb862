/**
 * The contact form's field names that are not the message itself, shared by the
 * form and the collector. (No imports: the collector's functions load this as it is.)
 */

/** The honeypot: people never see or fill it; a bot that does is dropped. */
export const HONEYPOT_FIELD = "_gotcha";
/** The solved proof of work (ALTCHA's name for it), sent only to the built-in collector. */
export const PROOF_FIELD = "altcha";
/**
 * The language of the page the form was sent from (its BCP 47 tag), stored with the message so
 * the owner knows which language to answer in. A plain field, so Formspree shows it too.
 */
export const LANGUAGE_FIELD = "language";
