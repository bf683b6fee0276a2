import { describe, expect, it } from "vitest";
import { activationCode } from "./schemas";
import {
  ACTIVATION_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_PATTERN,
  printedCode,
} from "./values";

describe("an activation letter's code", () => {
  it("is made of the letters' alphabet, which the API's pattern takes whole and nothing else", () => {
    const all = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"];
    const taken = all.filter((c) => ACTIVATION_CODE_PATTERN.test(c.repeat(ACTIVATION_CODE_LENGTH)));
    expect(taken.sort().join("")).toBe([...ACTIVATION_ALPHABET].sort().join(""));
    // Nothing a reader could mistake: I and 1, O and 0.
    for (const c of "IO01") expect(ACTIVATION_ALPHABET).not.toContain(c);
  });

  it("prints in groups of four and is read back however it is typed", () => {
    expect(printedCode("KYBYUCYFF98P")).toBe("KYBY-UCYF-F98P");
    expect(activationCode.parse(" kyby-ucyf f98p ")).toBe("KYBYUCYFF98P");
    const short = activationCode.safeParse("KYBY-UCYF");
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe("validation.activationCodeFormat");
    expect(activationCode.safeParse("KYBY-UCYF-F98O").success).toBe(false);
    expect(activationCode.safeParse("").error?.issues[0]?.message).toBe("validation.required");
  });
});
