// A roster affiliate starts the multi-step sign-up at the password step. On the travel-promotion
// station that step also asks what step 0 would have (birth date, city, the two extra boxes), and
// Continuar stays disabled until the boxes are ticked, as on step 0.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MultistepSignupForm } from "./multistep-signup-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));
vi.mock("@/lib/accounts/actions", () => ({ checkCredentialsAction: vi.fn(), chooseMethodAction: vi.fn(), registerMultistepAction: vi.fn() }));

const known = { maskedEmail: "ma***@demo.test", maskedPhone: null };

function affiliateStep(travel: boolean) {
  return renderToStaticMarkup(
    <MultistepSignupForm shape={{ requireCpf: true, travel }} mode="affiliate" invite={null} known={known} regulationUrl="https://exemplo.com/regulamento" />,
  );
}

describe("the affiliate's password step", () => {
  it("on the travel station asks the birth date, the city and both extra boxes, with Continuar disabled", () => {
    const html = affiliateStep(true);
    for (const text of ["Data de nascimento", "Cidade", "Declaro que atendo aos requisitos de participação.", "regulamento da promoção", "Senha"]) expect(html).toContain(text);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Continuar/);
  });

  it("elsewhere asks only the password and the terms", () => {
    const html = affiliateStep(false);
    expect(html).toContain("Senha");
    for (const text of ["Data de nascimento", "Cidade", "requisitos de participação"]) expect(html).not.toContain(text);
  });
});
