/**
 * The notice's id from an office page's address (`?id=3`) — or another id, by its name
 * (`?child=12`) — or none. Not in `pages.ts`: the portal's runtime carries that file, and only
 * the school's screens read an id.
 */
export function idOf(params: URLSearchParams, name = "id"): number | null {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
}
