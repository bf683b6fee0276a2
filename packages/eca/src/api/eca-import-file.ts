import { ECA_IMPORT_PATH } from "@campus/contract";
import { useSaveFile } from "@campus/core";

/** An import file's address under the API: the template, or an import's file or error report. */
export const importFilePath = (file: "template" | { id: number; part: "file" | "report" }) =>
  `${ECA_IMPORT_PATH}/${file === "template" ? "template" : `${file.id}/${file.part}`}`;

/** Downloads one of the import's files with the session and saves it under its own name. */
export const useSaveImportFile = useSaveFile;
