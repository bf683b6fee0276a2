import { ELEMENT_LOADERS } from "./autoload";

/**
 * Registers every Campus element now (each tag once, whatever else the page loaded), for pages
 * whose elements the autoloader cannot see (inside another component's shadow root). Resolves
 * when all are defined.
 */
export async function defineAllElements(): Promise<void> {
  await Promise.all(Object.values(ELEMENT_LOADERS).map((load) => load()));
}
