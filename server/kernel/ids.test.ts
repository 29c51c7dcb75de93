import { describe, expect, it } from "vitest";
import { isUuid, UUID_SOURCE } from "./ids";

describe("isUuid", () => {
  it("accepts a UUID in either case", () => {
    expect(isUuid("3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b")).toBe(true);
    expect(isUuid("3F2B8C1E-9A4D-4E2F-8B6A-1C2D3E4F5A6B")).toBe(true);
  });

  it("refuses anything else, including a UUID inside other text", () => {
    for (const text of [
      "",
      "42",
      "3f2b8c1e-9a4d-4e2f-8b6a",
      "x3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b",
      "3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6g",
    ])
      expect(isUuid(text)).toBe(false);
  });
});

describe("UUID_SOURCE", () => {
  it("matches a lower-case UUID inside a larger pattern", () => {
    const path = new RegExp(`^/files/(${UUID_SOURCE})\\.pdf$`);
    expect(path.exec("/files/3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b.pdf")?.[1]).toBe(
      "3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b",
    );
  });
});
