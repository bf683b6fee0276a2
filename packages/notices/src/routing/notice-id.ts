/**
 * The notice's id from an office page's address (`?id=3`), or none. Not in `pages.ts`: the
 * portal's runtime carries that file, and only the office's screens read an id.
 */
export function idOf(params: URLSearchParams): number | null {
  const id = Number(params.get("id"));
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
}
