import type { EcaEntry } from "@campus/contract";
import { useState } from "react";

/** Chosen entries by id, kept across pages (a large event is chosen page by page). */
export function useEntrySelection(rows: EcaEntry[]) {
  const [selected, setSelected] = useState<Map<number, EcaEntry>>(new Map());
  const chosen = [...selected.values()];
  const chosenHere = rows.filter((row) => selected.has(row.id)).length;
  const allChosen = rows.length > 0 && chosenHere === rows.length;

  const toggle = (row: EcaEntry) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  /** This page's rows chosen too, or (all of them chosen already) let go. */
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (allChosen) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });
  const clear = () => setSelected(new Map());

  return { selected, chosen, chosenHere, allChosen, toggle, togglePage, clear };
}

export type EntrySelection = ReturnType<typeof useEntrySelection>;
