import {
  DEVICES,
  type Device,
  HOST_NAME,
  pagePath,
  type VisitReport,
} from "../../app/lib/visits/visit-fields.js";

/** A page view's body is a few short fields: anything bigger is not one. */
export const MAX_VISIT_BODY_BYTES = 2048;
const MAX_PATH_LENGTH = 200;
const FIELDS = new Set(["path", "referrer", "device"]);

/** The characters of a URL's path, with no query, fragment, space or control character. */
const PATH = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

type ReadVisit = { ok: true; report: VisitReport } | { ok: false; status: 400 | 422; error: string };

const refuse = (status: 400 | 422, error: string): ReadVisit => ({ ok: false, status, error });

/** The page view a body reports, or what is wrong with it. */
export function readVisitReport(text: string): ReadVisit {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'The body must be JSON: {"path", "referrer", "device"}');
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return refuse(400, "The body must be a JSON object");
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !FIELDS.has(key));
  if (unknown.length) return refuse(422, `Unknown field(s): ${unknown.slice(0, 3).join(", ").slice(0, 100)}`);

  const { path, referrer, device } = fields;
  if (typeof path !== "string" || path.length > MAX_PATH_LENGTH || !PATH.test(path))
    return refuse(
      422,
      `path must be the page's path, such as /project/2, of at most ${MAX_PATH_LENGTH} characters`,
    );
  if (
    referrer !== undefined &&
    (typeof referrer !== "string" || (referrer !== "" && !HOST_NAME.test(referrer)))
  )
    return refuse(422, "referrer must be a host name in lower case, such as example.com, or empty");
  if (typeof device !== "string" || !DEVICES.includes(device as Device))
    return refuse(422, `device must be one of ${DEVICES.join(", ")}`);
  return { ok: true, report: { path: pagePath(path), referrer, device: device as Device } };
}
