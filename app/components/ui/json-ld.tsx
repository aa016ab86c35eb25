/* oxlint-disable react/no-danger -- escaped JSON, see jsonLdText */
// Structured data (schema.org JSON-LD) as a data block. "<" is escaped so no text in the data can
// close the script element; browsers never run this type, so the CSP does not apply to it.
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, see jsonLdText
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
