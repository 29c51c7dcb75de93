import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines. "<" is escaped so text can never close the script element;
 * the nonce keeps every inline script under the CSP's rule, data blocks included.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
