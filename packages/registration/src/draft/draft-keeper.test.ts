import { createNamespacedStorage } from "@campus/core";
import { describe, expect, it } from "vitest";
import { createDraftKeeper, formToResume, type KeptDraft } from "./draft-keeper";

const keeper = () => createDraftKeeper(createNamespacedStorage(undefined));
const typed = (over: Partial<KeptDraft> = {}): KeptDraft => ({
  schoolCode: "DEMO",
  id: 12,
  form: { name_zh: "陳小文" },
  changedAt: Date.parse("2026-11-24T10:00:05Z"),
  ...over,
});

describe("the school code and the draft in session storage (spec §2, §4)", () => {
  it("keeps the draft while the guardian comes back by the same school's link", () => {
    const k = keeper();
    k.enter("DEMO");
    k.keep(typed());
    expect(k.enter("DEMO")).toEqual({ cleared: false });
    expect(k.draft()).toEqual(typed());
  });

  it("clears the draft when another school's code is entered", () => {
    const k = keeper();
    k.enter("DEMO");
    k.keep(typed());
    expect(k.enter("OTHER")).toEqual({ cleared: true });
    expect(k.schoolCode()).toBe("OTHER");
    expect(k.draft()).toBeUndefined();
    // And going back does not bring it back.
    k.enter("DEMO");
    expect(k.draft()).toBeUndefined();
  });

  it("shows no draft of another school than the current one", () => {
    const k = keeper();
    k.enter("DEMO");
    k.keep(typed({ schoolCode: "OTHER" }));
    expect(k.draft()).toBeUndefined();
  });

  it("says nothing was cleared when there was nothing to clear", () => {
    const k = keeper();
    expect(k.enter("DEMO")).toEqual({ cleared: false });
    expect(k.enter("OTHER")).toEqual({ cleared: false });
  });
});

describe("formToResume", () => {
  const server = { id: 12, form: { name_zh: "陳小" }, updated_at: "2026-11-24T10:00:00Z" };

  it("takes what this tab typed after the last save reached the server", () => {
    expect(formToResume(server, typed())).toEqual({ form: { name_zh: "陳小文" }, unsaved: true });
  });

  it("takes the server's when it is newer (saved on another device)", () => {
    const older = typed({ changedAt: Date.parse("2026-11-24T09:59:00Z") });
    expect(formToResume(server, older)).toEqual({ form: server.form, unsaved: false });
  });

  it("never takes another application's draft", () => {
    expect(formToResume(server, typed({ id: 13 }))).toEqual({ form: server.form, unsaved: false });
    expect(formToResume(server, typed({ id: null }))).toEqual({
      form: server.form,
      unsaved: false,
    });
  });
});
