import { createContext, useContext } from "react";

/**
 * What a control found wrong with the text the user typed before there is any value to
 * validate (a date that does not exist): a message id of the catalogue and its values.
 */
export interface InputProblem {
  id: string;
  values?: Record<string, string | number>;
}

/**
 * Given by `Field` to its control. A control that turns text into a value (the date picker)
 * reports text it cannot turn into one: the field shows the problem and the form refuses to
 * submit, instead of sending an empty value for what the user did type.
 */
export interface FieldInput {
  reportProblem: (problem: InputProblem | null) => void;
}

export const FieldInputContext = createContext<FieldInput | null>(null);

/** The enclosing field's channel, or null for a control used on its own. */
export function useFieldInput(): FieldInput | null {
  return useContext(FieldInputContext);
}

/** Given by `Form` to its fields: which fields hold text that is not a value. */
export interface FormInputs {
  setProblem: (name: string, hasProblem: boolean) => void;
}

export const FormInputsContext = createContext<FormInputs | null>(null);
