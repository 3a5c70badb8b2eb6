// A station's name has no grammatical gender we know of ("o Clube Demo", "a Vitrine Aberta",
// "a Minha Loja"?): no text may put an article, or a preposition fused with one, right before it.
// Texts say "no programa Clube Demo", "em Clube Demo" or "de Clube Demo" instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "components", "lib"];
const NAME = String.raw`(?:station\??\.name|stationName|who\.stationName|ctx\.station\.name|escapeHtml\((?:station\.name|stationName|who\.stationName)\))`;
// "o", "a", "os", "as" and their fusions with de, em, a, por; before ${name} or {name} (JSX).
const ARTICLE_BEFORE_NAME = new RegExp(String.raw`(?:^|[\s>("'\x60])(?:o|a|do|da|no|na|ao|à|pelo|pela)\s+(?:<strong>)?\$?\{\s*${NAME}\s*\}`, "i");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("texts around the station's name", () => {
  it("never assume its gender with an article", () => {
    const offenders: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(folder)) {
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, i) => {
            if (ARTICLE_BEFORE_NAME.test(line)) offenders.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offenders).toEqual([]);
  });

  it("recognises the phrasing it forbids", () => {
    for (const bad of ["para o ${station.name}", "que a ${stationName} preparou", "Seja bem-vindo(a) à ${stationName}.", "E-mails que o {station.name} enviaria", "no <strong>${escapeHtml(station.name)}</strong>"]) {
      expect(bad).toMatch(ARTICLE_BEFORE_NAME);
    }
    for (const good of ["no programa ${station.name}", "em {station.name}", "de ${stationName}", "Plano ${plan.name}"]) {
      expect(good).not.toMatch(ARTICLE_BEFORE_NAME);
    }
  });
});
