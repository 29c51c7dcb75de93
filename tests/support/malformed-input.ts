/**
 * The malformed input every route and page is sent by the fuzz suites (server/http/input-fuzz.test.ts
 * and tests/e2e/page-fuzz.spec.ts): what scanners and fuzzers send, written once.
 */

/** A request body as sent on the wire: its Content-Type (none when absent) and its bytes. */
export type RawBody = { contentType?: string; data: string | Uint8Array };

const BOUNDARY = "----fuzz-boundary";

/** Path parameter values, already percent-encoded as they appear in a URL. */
export const MALFORMED_PATH_VALUES = [
  "x%00y",
  "%00",
  "%ED%A0%80",
  "%C0%80",
  "%FF%FE",
  "%",
  "%E0%A4%A",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "a".repeat(3000),
  "-1",
  "0",
  "99999999999999999999",
  "1e309",
  "__proto__",
  "constructor",
  "null",
  "'%20OR%201=1--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%F0%9F%8C%B4",
];

/** Query parameters the site's lists and links read; each is also sent alone holding a NUL. */
const QUERY_KEYS = [
  "q",
  "location",
  "tag",
  "industry",
  "type",
  "status",
  "sort",
  "email",
  "token",
  "week",
  "page",
];

/** Query strings: NUL and broken Unicode, arrays and objects for scalars, absurd numbers, huge values. */
export const MALFORMED_QUERIES = [
  ...QUERY_KEYS.map((key) => `${key}=x%00y`),
  "%00=1&q%00=2",
  "q=%ED%A0%80&location=%FF",
  "q[]=a&q[]=b&page[]=1&status[x]=1",
  "page=1e309&pageSize=999999999999&limit=-5&offset=NaN",
  "page=abc&sort=%3BDROP%20TABLE%20jobs&order=sideways&status=%27",
  "__proto__[admin]=1&constructor[prototype][x]=1",
  `q=${"a".repeat(6000)}`,
  "email=not-an-email&token=%00&week=2026-13-45&from=yesterday&to=%",
  "q=%",
];

const multipart = (...parts: string[]) => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  data: parts.join(""),
});
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const json = (data: string | Uint8Array): RawBody => ({ contentType: "application/json", data });

/** Bodies that are broken, of the wrong shape or type, too big, or sent as something else. */
export const MALFORMED_BODIES: Record<string, RawBody> = {
  "broken JSON": json('{"email": "a@b.c", "password":'),
  "JSON null": json("null"),
  "JSON array for an object": json('[{"email":"a@b.c"}]'),
  "JSON string": json('"hello"'),
  "JSON number": json("42"),
  "empty JSON body": json(""),
  "prototype keys": json('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
  "NUL everywhere": json(
    JSON.stringify({ email: "a\u0000@b.c", name: "x\u0000", text: "\u0000", message: "\u0000", q: "\u0000" }),
  ),
  "lone surrogates": json('{"email":"\\ud800@b.c","text":"\\udfff","message":"\\ud83d"}'),
  "invalid UTF-8": json(
    new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]),
  ),
  "wrong types": json(
    JSON.stringify({
      email: 42,
      password: ["a"],
      firstName: { first: 1 },
      days: "monday",
      rating: "five",
      status: null,
      stage: true,
      amount: -1e308,
      tags: "not-a-list",
    }),
  ),
  "deep nesting": json(`${"[".repeat(5000)}${"]".repeat(5000)}`),
  "huge string": json(JSON.stringify({ text: "a".repeat(90_000) })),
  "over the size limit": json(JSON.stringify({ text: "a".repeat(300_000) })),
  "unsupported charset": { contentType: "application/json; charset=utf-7", data: "{}" },
  "plain text": { contentType: "text/plain", data: "hello" },
  "form-urlencoded": { contentType: "application/x-www-form-urlencoded", data: "email=a%00b&password=x" },
  XML: { contentType: "application/xml", data: "<a>&xxe;</a>" },
  "no content type": { data: '{"email":"a@b.c"}' },
  "multipart without a boundary": { contentType: "multipart/form-data", data: "garbage" },
  "truncated multipart": multipart(field("email", "a@b.c"), `--${BOUNDARY}\r\nContent-Disposition: form-da`),
  "multipart with NUL": multipart(
    field("firstName", "x\u0000y"),
    field("email", "a@b.c"),
    `--${BOUNDARY}--\r\n`,
  ),
  "multipart file in every field": multipart(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 not really\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"; filename="x.exe"\r\nContent-Type: application/octet-stream\r\n\r\nMZ\r\n`,
    `--${BOUNDARY}--\r\n`,
  ),
};
