import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@/lib/db/schema";
import { BRANDING_COLUMNS, EDITED_SETTINGS_KEYS, ESTABLISHMENT_COLUMNS, STATION_ACCESS_COLUMNS, STATION_DATA_COLUMNS } from "@/lib/stations/console/schemas";
import { auditChanges } from "./audit-diff";
import { AUDIT_FIELD_LABELS, auditFieldLabel, isAuditFieldShown } from "./audit-fields";

describe("auditChanges", () => {
  it("lists only the fields that changed, named and written as a person reads them", () => {
    expect(auditChanges({ mainBrandColor: "#1E40AF", name: "Clube", public: false }, { mainBrandColor: "#E91E63", name: "Clube", public: true })).toEqual([
      { field: "mainBrandColor", label: "Cor da marca", before: "#1E40AF", after: "#E91E63" },
      { field: "public", label: "Estação pública", before: "não", after: "sim" },
    ]);
  });

  it("writes money in reais, points with decimals, a type by its name and a long text by its size", () => {
    const changes = auditChanges(
      { priceCents: 2990, points: 1500, typeId: 6, description: { length: 120, sha256: "ab12" } },
      { priceCents: 4990, points: 2000, typeId: 7, description: { length: 1302, sha256: "cd34" } },
    );
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Preço", "R$ 29,90", "R$ 49,90"],
      ["Pontos", "15,00", "20,00"],
      ["Tipo", "Quiz", "Pesquisa de contato"],
      ["Descrição", "texto de 120 caracteres", "texto de 1.302 caracteres"],
    ]);
  });

  it("shows dates in São Paulo time and leaves ids, timestamps and fingerprints out", () => {
    const changes = auditChanges(
      { id: 4, updatedAt: "2026-11-01T10:00:00Z", htmlSha256: "x", participationStart: "2026-11-01T12:00:00.000Z" },
      { id: 4, updatedAt: "2026-11-02T10:00:00Z", htmlSha256: "y", participationStart: "2026-11-03T15:30:00.000Z" },
    );
    expect(changes).toEqual([{ field: "participationStart", label: "Início da participação", before: "01/11/2026 09:00", after: "03/11/2026 12:30" }]);
  });

  it("names settings, establishment fields and the nth header image", () => {
    expect(auditFieldLabel("settings.luckyNumbers")).toBe("Números da sorte");
    expect(auditFieldLabel("establishment.cnpj")).toBe("CNPJ");
    expect(auditFieldLabel("headerImages.0")).toBe("Imagens do cabeçalho 1");
  });

  it("shows a creation (nothing before) and a removal (nothing after)", () => {
    expect(auditChanges(null, { name: "Quiz", points: 1500 })).toEqual([
      { field: "name", label: "Nome", before: null, after: "Quiz" },
      { field: "points", label: "Pontos", before: null, after: "15,00" },
    ]);
    expect(auditChanges({ role: "owner" }, null)).toEqual([{ field: "role", label: "Acesso", before: "Dono", after: null }]);
  });

  it("shortens long texts", () => {
    const [change] = auditChanges({ name: "a".repeat(200) }, {});
    expect(change!.before).toHaveLength(80);
    expect(change!.before!.endsWith("…")).toBe(true);
  });
});

describe("every field a console command can record has a pt-BR label", () => {
  // The tables console commands write and audit field by field, and the station's edited keys.
  const AUDITED_TABLES = [
    "stations", "establishments", "activities", "activityProducts", "activityCoupons", "presentialCourses", "memberGetMemberRules",
    "activityContents", "activityAgreements", "redirectLinks", "deliveryLocations", "activityVideos", "categories", "journeys",
    "nowPlayingLists", "researches", "researchQuestions", "landingSections", "landingSectionItems", "aboutSections", "plans",
    "news", "downloads", "schedules", "serviceProcesses", "politicalThemes", "fuelCampaigns", "fuelCampaignOptions", "trophyRules",
  ] as const;

  it("for each column of the audited tables", () => {
    const missing: string[] = [];
    for (const name of AUDITED_TABLES) {
      const table = (schema as Record<string, unknown>)[name];
      expect(table, name).toBeDefined();
      for (const column of Object.keys(getTableColumns(table as never))) {
        if (isAuditFieldShown(column) && !(column in AUDIT_FIELD_LABELS)) missing.push(`${name}.${column}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("for each station column and setting the Marca e dados screens save", () => {
    const keys = [...STATION_DATA_COLUMNS, ...ESTABLISHMENT_COLUMNS, ...STATION_ACCESS_COLUMNS, ...BRANDING_COLUMNS, ...EDITED_SETTINGS_KEYS];
    expect(keys.filter((key) => !(key in AUDIT_FIELD_LABELS))).toEqual([]);
  });
});
