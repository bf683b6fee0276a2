import type { Context } from "hono";

/** The compression the caller accepts that we have: brotli first, then gzip, else none. */
export function pickEncoding(c: Context): "br" | "gzip" | null {
  const accepted = (c.req.header("Accept-Encoding") ?? "").split(",").map((e) => e.trim());
  if (accepted.some((e) => e.startsWith("br"))) return "br";
  if (accepted.some((e) => e.startsWith("gzip"))) return "gzip";
  return null;
}
