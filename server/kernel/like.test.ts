import { describe, expect, it } from "vitest";
import { likeContains, likePrefix } from "./like";

describe("LIKE patterns", () => {
  it("wrap the text in wildcards", () => {
    expect(likeContains("nurse")).toBe("%nurse%");
    expect(likePrefix("Mia")).toBe("Mia%");
  });

  it("escape the characters LIKE would read as wildcards or escapes", () => {
    expect(likeContains("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(likePrefix("a_b%")).toBe("a\\_b\\%%");
  });
});
