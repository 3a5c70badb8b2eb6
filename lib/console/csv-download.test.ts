import { describe, expect, it } from "vitest";
import { csvDownload } from "./csv-download";

describe("csvDownload", () => {
  it("streams a BOM, the header and every batch as semicolon rows, quoting what needs it", async () => {
    async function* batches() {
      yield [["Ana; Souza", "R$ 1,50"]];
      yield [];
      yield [['Diz "oi"', 3]];
    }
    const response = csvDownload("x.csv", ["Nome", "Valor"], batches());
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="x.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")).toEqual(["Nome;Valor", '"Ana; Souza";R$ 1,50', '"Diz ""oi""";3', ""]);
  });

  it("reads the next batch only when the reader asks for it", async () => {
    let produced = 0;
    async function* batches() {
      for (let i = 0; i < 100; i++) {
        produced++;
        yield [[String(i)]];
      }
    }
    const reader = csvDownload("x.csv", ["n"], batches()).body!.getReader();
    await reader.read();
    await reader.read();
    expect(produced).toBeLessThan(5);
    await reader.cancel();
  });
});
