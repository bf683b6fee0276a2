import { defineDownload } from "./download";
import { MY_DATA_PATH, ZIP } from "./my-data-values";

/** The account's own files (decision 0041): a row of the contract's table (src/endpoints.ts). */
export const accountDownloads = {
  accountMyData: defineDownload({
    id: "accountMyData",
    path: MY_DATA_PATH,
    access: { kind: "user", roles: ["parent", "student"] },
    media: [ZIP],
    tag: "account",
    summary:
      "A data access request (Hong Kong's PDPO §18, the mainland's PIPL Art. 45): everything the school holds about the signed-in guardian or student and, for a guardian, their children — every record naming them, one JSON file per table, and the files they or the school uploaded for them — as a zip, with a note in the account's language. Never a password's, code's or token's hash, and nothing of another family.",
  }),
} as const;
