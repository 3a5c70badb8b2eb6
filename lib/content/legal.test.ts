import { describe, expect, it } from "vitest";
import { defaultPrivacyPolicy, defaultTermsOfUse, legalDataFromStation } from "./legal";
import { sanitizeHtml } from "./sanitize";

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

  it("cover every point of the terms of spec 1 §1", () => {
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

  it("cover every point of the privacy notice of spec 1 §1", () => {
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
