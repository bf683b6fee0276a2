import { describe, expect, it } from "vitest";
import { isGuardian, isLibraryPath, isRegistrationPath } from "./surfaces";

describe("the portal's surfaces", () => {
  it.each([
    ["/library", true],
    ["/library/home", true],
    ["/library?xschoolCode=DEMO", true],
    ["/libraryx", false],
    ["/calendar/PersonalOverview", false],
  ])("%s is a library address: %s", (path, library) => {
    expect(isLibraryPath(path)).toBe(library);
  });

  it.each([
    ["/registration", true],
    ["/registration/DEMO", true],
    ["/registration?xschoolCode=DEMO", true],
    ["/registrations", false],
    ["/library/home", false],
    ["/registration/office", false],
    ["/registration/office/detail?id=12", false],
    ["/registration/sessions", false],
    ["/registration/sessions/roster?id=3", false],
    ["/registration/settings", false],
    ["/registration/checkin?code=0123456789abcdef0123456789abcdef", false],
    ["/registration/officer", true],
  ])("%s is a registration address: %s", (path, registration) => {
    expect(isRegistrationPath(path)).toBe(registration);
  });

  it("tells a guardian's session from a school account's and from none", () => {
    expect(isGuardian({ user: { roles: ["guardian"] } })).toBe(true);
    expect(isGuardian({ user: { roles: ["parent"] } })).toBe(false);
    expect(isGuardian({ user: null })).toBe(false);
  });
});
