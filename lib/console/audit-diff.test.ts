import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-diff";

describe("auditChanges", () => {
  it("lists only the fields that changed, as readable text", () => {
    expect(auditChanges({ cor: "#1E40AF", nome: "Clube", publico: false }, { cor: "#E91E63", nome: "Clube", publico: true })).toEqual([
      { field: "cor", before: "#1E40AF", after: "#E91E63" },
      { field: "publico", before: "não", after: "sim" },
    ]);
  });

  it("shows a creation (nothing before) and a removal (nothing after)", () => {
    expect(auditChanges(null, { nome: "Quiz", pontos: 1500 })).toEqual([
      { field: "nome", before: null, after: "Quiz" },
      { field: "pontos", before: null, after: "1.500" },
    ]);
    expect(auditChanges({ acesso: "Dono" }, null)).toEqual([{ field: "acesso", before: "Dono", after: null }]);
  });

  it("shortens long texts", () => {
    const [change] = auditChanges({ texto: "a".repeat(200) }, {});
    expect(change!.before).toHaveLength(80);
    expect(change!.before!.endsWith("…")).toBe(true);
  });
});
