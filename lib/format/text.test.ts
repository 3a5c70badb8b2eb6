import { describe, expect, it } from "vitest";
import { greeting, truncate } from "./text";

describe("truncate", () => {
  it("leaves short text alone (default limit 50)", () => {
    const fifty = "a".repeat(50);
    expect(truncate(fifty)).toBe(fifty);
    expect(truncate("Olá")).toBe("Olá");
    expect(truncate("")).toBe("");
  });
  it("cuts at the limit and appends ...", () => {
    expect(truncate("a".repeat(51))).toBe(`${"a".repeat(50)}...`);
    expect(truncate("Assista ao vídeo completo da campanha", 30)).toBe("Assista ao vídeo completo da c...");
    expect(truncate("abcdef", 3)).toBe("abc...");
  });
  it("drops the space before the ellipsis", () => {
    expect(truncate("Ganhe pontos em dobro nesta semana", 6)).toBe("Ganhe...");
    expect(truncate("Ganhe   pontos", 8)).toBe("Ganhe...");
  });
  it("never splits an emoji or a combining accent", () => {
    expect(truncate("😀😀😀😀", 2)).toBe("😀😀...");
    // "e" + acento combinante conta como um caractere.
    expect(truncate("cafe\u0301 com leite", 4)).toBe("cafe\u0301...");
    expect(truncate("👍🏽👍🏽", 1)).toBe("👍🏽...");
  });
  it("cuts plain pt-BR text and text with emoji or combining accents alike", () => {
    // The plain-Latin shortcut and the grapheme walk must agree where one hands over to the other.
    expect(truncate("Participação é ótima, vá lá", 12)).toBe("Participação...");
    expect(truncate("Promoção 😀 de verão", 9)).toBe("Promoção...");
    expect(truncate("Promoção 😀 de verão", 10)).toBe("Promoção 😀...");
    // A combining accent right after the cut belongs to the last kept letter.
    expect(truncate("abcde\u0301fgh", 5)).toBe("abcde\u0301...");
  });
  it("counts characters, not UTF-16 units, to decide whether to cut", () => {
    expect(truncate("😀😀😀", 3)).toBe("😀😀😀");
  });
  it("supports the card limits from the spec", () => {
    const long = "x".repeat(100);
    for (const n of [62, 70, 82]) expect(truncate(long, n)).toBe(`${"x".repeat(n)}...`);
  });
});

describe("greeting", () => {
  it("greets by the first name, and without a name when there is none", () => {
    expect(greeting("Ana Paula Souza")).toBe("Olá, Ana!");
    expect(greeting("  Bruno  ")).toBe("Olá, Bruno!");
    expect(greeting(null)).toBe("Olá!");
    expect(greeting("")).toBe("Olá!");
  });
});
