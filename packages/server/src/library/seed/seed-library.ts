import type { Executor } from "../../db/sql";
import { writeDemoRecords } from "./demo-records";
import { generateBooks } from "./generate-books";
import { writeCatalogue } from "./write-catalogue";

/** Books in the demo catalogue unless told otherwise (`npm run seed -- --books N`). */
export const DEMO_BOOKS = 2_000;

/** The demo school's library: its catalogue, then records in every state for the demo readers. */
export async function seedLibrary(
  tx: Executor,
  schoolId: number,
  readers: Record<string, number>,
  options: { now: Date; books?: number },
): Promise<void> {
  const books = generateBooks(options.books ?? DEMO_BOOKS);
  const catalogue = await writeCatalogue(tx, schoolId, books, options.now);
  await writeDemoRecords(tx, schoolId, readers, catalogue, options.now);
}
