import { describe, expect, it } from "vitest";
import { offsetOf, PAGE_SIZE, pageQuery } from "./paging";

const SORTS = ["created", "title"] as const;

describe("pageQuery", () => {
  it("reads page, search and sort from a URL's query", () => {
    expect(pageQuery(new URLSearchParams("page=3&q= nurse &sort=title&dir=asc"), SORTS)).toEqual({
      page: 3,
      q: "nurse",
      sort: "title",
      dir: "asc",
    });
  });

  it("falls back to the first page, no search and the first sort for anything unknown", () => {
    expect(pageQuery({ page: "-1", q: 42, sort: "price", dir: "up" }, SORTS)).toEqual({
      page: 1,
      q: "",
      sort: "created",
      dir: "desc",
    });
    expect(pageQuery(new URLSearchParams("page=2001"), SORTS).page).toBe(1);
  });
});

describe("offsetOf", () => {
  it("skips the rows of the pages before", () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(2 * PAGE_SIZE);
    expect(offsetOf(3, 6)).toBe(12);
  });
});
