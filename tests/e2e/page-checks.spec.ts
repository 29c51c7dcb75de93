import { expect, expectNoSeriousA11yViolations, test } from "./support/fixtures";

/**
 * The checks every spec leans on report what they are meant to: the accessibility check (axe in
 * legacy mode, violations only) fails a page with deliberate violations and passes a clean one.
 */
test("@desktop-only the accessibility check reports low contrast and an unlabelled field", async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>' +
      '<p style="color:#bbb;background:#fff">Pale text</p><input type="text"></main></body></html>',
  );
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toContain("color-contrast");
  expect(failure).toContain("label");

  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1>' +
      '<label>Name <input type="text"></label></main></body></html>',
  );
  await expectNoSeriousA11yViolations(page);
});
