// A tiny, valid one-page PDF (PDF 1.4, Helvetica, WinAnsi text) for the demo's downloads: real
// files a PDF reader opens, without a PDF library in the app.

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A4 page with a title and lines of body text. Characters outside Latin-1 are dropped. */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    "BT",
    "/F2 20 Tf",
    "56 770 Td",
    `(${escapeText(title)}) Tj`,
    "/F1 12 Tf",
    "0 -34 Td",
    "16 TL",
    ...lines.map((line) => `(${escapeText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1 bytes: WinAnsi shares them for the accents Portuguese needs.
  return new Uint8Array(Buffer.from(out.replace(/[^\x00-\xff]/g, ""), "latin1"));
}
