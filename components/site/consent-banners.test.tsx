// The consent banners' buttons look like the kit's buttons although they are drawn by a client
// component that does not load the kit: the server hands them the kit's classes.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { ConsentBanners } from "./consent-banners";

function buttonClass(html: string, label: string): string[] {
  const match = new RegExp(`<button[^>]*class="([^"]*)"[^>]*>${label}</button>`).exec(html);
  if (!match) throw new Error(`no button "${label}" in the banners`);
  return match[1]!.split(" ");
}

describe("ConsentBanners", () => {
  const html = renderToStaticMarkup(<ConsentBanners ageGate stationName="Clube Demo" />);

  it("draws the over-18 gate's answers as the kit's outline and primary buttons", () => {
    expect(buttonClass(html, "Não")).toEqual(cn(buttonVariants({ variant: "outline" })).split(" "));
    expect(buttonClass(html, "Sim, tenho 18 anos ou mais")).toEqual(cn(buttonVariants()).split(" "));
  });

  it("draws the cookie notice's button as the kit's primary button, full width on a phone", () => {
    expect(buttonClass(html, "Aceitar e fechar")).toEqual(expect.arrayContaining(["bg-brand", "text-brand-fg", "rounded-full", "min-h-11", "w-full", "sm:w-auto"]));
  });
});
