/**
 * A notice that could not be delivered. Permanent: the other side refused it for
 * good (SMTP 5xx, HTTP 4xx other than 429), so trying again would not help.
 * Anything else thrown while sending counts as temporary.
 */
export class NoticeFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
