import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo";
import { adminOn } from "../testing/run-admin";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * `npm run admin -- reset-password`: a student or teacher who forgot their password gets a
 * temporary one from the school's IT; their sessions end; they sign in with it and set their own.
 * Parents need none (a code to their mobile).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (username: string, password: string) =>
  t.call("/parent_student/ajax_login", {
    form: { type: "student", username, password },
    address: "10.8.0.1",
  });

describe("reset-password", () => {
  it("prints a temporary password that signs the student in; the old one and their sessions end", async () => {
    const before = await t.signIn("student");
    const { code, out } = await adminOn(t)(
      "reset-password",
      "--school",
      "demo",
      "--username",
      "S2026001",
    );
    expect(code).toBe(0);
    const password = /: ([a-z2-9]{10})$/m.exec(out)![1]!;
    expect(password).toMatch(/\d/);
    expect((await t.refused(endpoints.userInfo, undefined, { token: before })).code).toBe(401);
    expect((await signIn("s2026001", DEMO_PASSWORD)).body.code).toBe(400);
    const signedIn = await signIn("s2026001", password);
    expect(signedIn.body.code).toBe(200);
    // Signed in with it, the student sets their own: the temporary one is the one in use.
    const token = signedIn.body.data.token as string;
    expect(await t.ok(endpoints.accountPassword, undefined, { token })).toEqual({
      has_password: true,
      current_needed: true,
    });
    await t.ok(
      endpoints.accountSetPassword,
      { current_password: password, password: "dinosaur2027" },
      { token },
    );
    expect((await signIn("s2026001", "dinosaur2027")).body.code).toBe(200);
  });

  it("refuses a parent (a code to the mobile does it) and an account the school does not have", async () => {
    const parent = await adminOn(t)("reset-password", "--school", "DEMO", "--username", "91234567");
    expect(parent.code).toBe(1);
    expect(parent.err).toMatch(/is a parent/);
    const nobody = await adminOn(t)("reset-password", "--school", "DEMO", "--username", "nobody");
    expect(nobody.code).toBe(1);
    expect(nobody.err).toMatch(/No active account "nobody"/);
    const elsewhere = await adminOn(t)(
      "reset-password",
      "--school",
      "XYZ",
      "--username",
      "s2026002",
    );
    expect(elsewhere.code).toBe(1);
  });
});
