/** ALLOWED_ORIGINS: comma-separated origins, e.g. `https://me.netlify.app, https://me.dev`. */
export const parseAllowedOrigins = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
