import type { HonoRequest } from "hono";

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

type BodyResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: 400 | 415; error: string };

/** The fields of a form post or a JSON object, or why they cannot be read. */
export async function readBody(request: HonoRequest): Promise<BodyResult> {
  const type = (request.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  try {
    if (type === "application/json") {
      const parsed: unknown = await request.json();
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
        return { ok: false, status: 400, error: "The body must be a JSON object" };
      }
      return { ok: true, body: parsed as Record<string, unknown> };
    }
    if (FORM_TYPES.includes(type)) return { ok: true, body: await request.parseBody() };
  } catch {
    return { ok: false, status: 400, error: "The body could not be read" };
  }
  return {
    ok: false,
    status: 415,
    error: "Send multipart/form-data, application/x-www-form-urlencoded or application/json",
  };
}
