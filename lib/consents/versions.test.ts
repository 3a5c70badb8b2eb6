// The default texts' version is a constant bumped by hand (lib/content/legal.ts); this keeps the
// hand honest: the wording of each default text, filled with fixed data, is pinned to its version.
// When this fails you changed a default text: bump its DEFAULT_LEGAL_TEXT_VERSIONS date (every
// member of a station on the default text will be asked to accept it again) and pin the new hash.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEGAL_TEXT_VERSIONS, defaultPrivacyPolicy, defaultTermsOfUse, type LegalData } from "@/lib/content/legal";

const SAMPLE: LegalData = {
  stationName: "Clube",
  siteUrl: "https://clube.exemplo.com",
  legalName: "Clube Ltda.",
  cnpj: "11222333000181",
  address: "Rua A, 1",
  createdAt: "2026-01-01T12:00:00Z",
  contactMail: "contato@clube.exemplo.com",
};

const PINNED: Record<keyof typeof DEFAULT_LEGAL_TEXT_VERSIONS, Record<string, string>> = {
  terms: { "2026-11-28": "c33a9e4fe69e579e" },
  privacy: { "2026-11-28": "345e0064368bb2c1" },
};

const hash = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);

describe("the default legal texts' versions", () => {
  it("each default text's wording is the one its version names", () => {
    expect({ version: DEFAULT_LEGAL_TEXT_VERSIONS.terms, hash: hash(defaultTermsOfUse(SAMPLE)) }).toEqual({
      version: DEFAULT_LEGAL_TEXT_VERSIONS.terms,
      hash: PINNED.terms[DEFAULT_LEGAL_TEXT_VERSIONS.terms],
    });
    expect({ version: DEFAULT_LEGAL_TEXT_VERSIONS.privacy, hash: hash(defaultPrivacyPolicy(SAMPLE)) }).toEqual({
      version: DEFAULT_LEGAL_TEXT_VERSIONS.privacy,
      hash: PINNED.privacy[DEFAULT_LEGAL_TEXT_VERSIONS.privacy],
    });
  });
});
