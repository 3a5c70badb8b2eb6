import { describe, expect, it } from "vitest";
import { defaultPrivacyPolicy, defaultTermsOfUse, legalDataFromStation } from "./legal";
import { sanitizeHtml } from "@/lib/security/sanitize";

const data = legalDataFromStation(
  {
    name: "Clube Demo",
    address: "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200",
    contactMail: "contato@clubedemo.test",
    createdAt: "2024-03-10T15:00:00.000Z",
    establishment: {
      cnpj: "11222333000181",
      fullSocialName: "Clube Demo Associação de Vantagens Ltda.",
      addressLine1: null,
      addressLine2: null,
      addressCity: null,
    },
  },
  "http://demo.localhost:3000",
);

const text = (doc: ReturnType<typeof defaultTermsOfUse>) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs]), doc.updatedLine].join("\n");

describe("default legal texts", () => {
  it("fill the terms with the station's name, site, legal name, formatted CNPJ, address and creation date", () => {
    const t = text(defaultTermsOfUse(data));
    expect(t).toContain("Clube Demo");
    expect(t).toContain("http://demo.localhost:3000");
    expect(t).toContain("Clube Demo Associação de Vantagens Ltda.");
    expect(t).toContain("11.222.333/0001-81");
    expect(t).toContain("Av. Paulista, 1578");
    expect(t).toContain("10/03/2024");
  });

  it("cover every point of the default terms of use", () => {
    const t = text(defaultTermsOfUse(data));
    for (const point of [
      /gratuita e voluntária/,
      /CPF/,
      /maiores de 18 anos/,
      /próprio participante/,
      /bloqueio imediato da conta, sem direito a qualquer compensação/,
      /conta corrente .* própria|titularidade do próprio participante/,
      /contas-salário/,
      /R\$ 200,00/,
      /7 \(sete\) dias úteis/,
      /30 \(trinta\) dias/,
      /scraping/,
      /suspender ou cancelar contas/,
      /alterar, incluir ou retirar funcionalidades/,
      /documentos autenticados/,
    ]) {
      expect(t).toMatch(point);
    }
  });

  it("cover every point of the default privacy notice", () => {
    const t = text(defaultPrivacyPolicy(data));
    for (const point of [
      /Dados coletados/,
      /Finalidades/,
      /Compartilhamento/,
      /Direitos do titular/,
      /impressão digital e a foto do rosto/,
      /registrar um novo dispositivo/,
      /consentimento dos pais/,
      /menores de 16 anos depende de representação/,
      /mínimo de seis meses/,
      /contato@clubedemo\.test/,
      /11\.222\.333\/0001-81/,
    ]) {
      expect(t).toMatch(point);
    }
  });
});

describe("default legal texts of a station with little data", () => {
  // What the owner wizard creates: a name, a public contact e-mail, no CNPJ, no address.
  const fresh = legalDataFromStation(
    {
      name: "Minha Loja",
      address: null,
      contactMail: "contato@minhaloja.test",
      createdAt: "2026-11-23T12:00:00.000Z",
      establishment: { cnpj: null, fullSocialName: "Minha Loja", addressLine1: null, addressLine2: null, addressCity: null },
    },
    "http://minhaloja.localhost:3000",
  );

  it("leave out the CNPJ and address sentences instead of inventing them", () => {
    for (const doc of [defaultTermsOfUse(fresh), defaultPrivacyPolicy(fresh)]) {
      const t = text(doc);
      expect(t).not.toMatch(/CNPJ/);
      expect(t).not.toMatch(/com sede em/);
      expect(t).not.toMatch(/endereço informado no cadastro/);
      expect(t).toContain("contato@minhaloja.test");
      expect(t).toContain("Minha Loja");
    }
    expect(defaultTermsOfUse(fresh).intro).toContain('operado por Minha Loja ("Operadora").');
    expect(defaultPrivacyPolicy(fresh).intro).toContain('explica como Minha Loja ("Controladora") trata');
  });

  it("name the address when only the establishment's address lines exist, and the CNPJ when it exists", () => {
    const t = text(
      defaultTermsOfUse(
        legalDataFromStation(
          {
            name: "Minha Loja",
            address: null,
            contactMail: null,
            createdAt: "2026-11-23T12:00:00.000Z",
            establishment: { cnpj: "11222333000181", fullSocialName: "Minha Loja Ltda.", addressLine1: "Rua A, 10", addressLine2: null, addressCity: "Recife" },
          },
          "http://minhaloja.localhost:3000",
        ),
      ),
    );
    expect(t).toContain("Minha Loja Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Rua A, 10, Recife");
    // No contact e-mail: the support form alone, no empty "pelo e-mail".
    expect(t).toContain('pelo formulário "Fale Conosco" em http://minhaloja.localhost:3000/suporte.');
    expect(t).not.toMatch(/pelo e-mail/);
  });
});

describe("sanitizeHtml", () => {
  it("keeps the owner's text and formatting but removes scripts, handlers and javascript: links", () => {
    const clean = sanitizeHtml(
      '<h2>Regras</h2><p onclick="alert(1)">Texto <strong>forte</strong></p><script>window.x=1</script><a href="javascript:alert(1)">link</a><img src="x" onerror="alert(1)">',
    );
    expect(clean).toContain("<h2>Regras</h2>");
    expect(clean).toContain("<strong>forte</strong>");
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
});
