import { Button } from "@campus/ui";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ApplicationValues } from "./form-values";

/** One of the form's lists, as the fields show it. */
export interface EntryList<T> {
  items: T[];
  add: () => void;
  remove: (index: number) => void;
}

/**
 * A list of the form's entries (guardians, siblings), added to and removed from as a whole
 * value: react-hook-form's `useFieldArray` would add its code to the form library every
 * feature's forms share.
 */
export function listOf<K extends "guardians" | "siblings">(
  form: UseFormReturn<ApplicationValues>,
  name: K,
  empty: () => ApplicationValues[K][number],
): EntryList<ApplicationValues[K][number]> {
  const items = form.watch(name);
  const set = (next: ApplicationValues[K]) =>
    form.setValue(name, next as never, { shouldDirty: true, shouldTouch: false });
  return {
    items,
    add: () => set([...form.getValues(name), empty()] as ApplicationValues[K]),
    remove: (index: number) => {
      set(form.getValues(name).filter((_, i) => i !== index) as ApplicationValues[K]);
      // Errors belong to positions: the entry now at `index` is another one.
      form.clearErrors(name);
    },
  };
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="wide">
      <Button onClick={onClick}>{children}</Button>
    </div>
  );
}

export function RemoveButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="wide">
      <Button variant="text" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
