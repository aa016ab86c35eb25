// A minimal, valid one-page PDF written by hand (catalog, page tree, page, Helvetica, one content
// stream and a byte-exact cross-reference table), for the demo projects' documents.

/** WinAnsi bytes for a text line, escaped for a PDF string literal. */
function pdfString(text: string): string {
  let out = "";
  for (const char of text) {
    if (char === "€") out += "\\200";
    else if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (char.charCodeAt(0) < 32) out += " ";
    else if (char.charCodeAt(0) > 255) out += "?";
    else out += char;
  }
  return `(${out})`;
}

export function minimalPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    "BT",
    "/F1 20 Tf",
    "56 780 Td",
    `${pdfString(title)} Tj`,
    "/F1 11 Tf",
    "0 -34 Td",
    ...lines.flatMap((line) => [`${pdfString(line)} Tj`, "0 -16 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
