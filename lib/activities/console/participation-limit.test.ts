import { describe, expect, it } from "vitest";
import { attemptsWarning, limitFieldValue, limitHint, newActivityLimit, promisedAttempts } from "./participation-limit";

const QUIZ = { typeId: 6, points: 3000, rules: "" };

describe("the per-member limit a new activity proposes", () => {
  it("proposes 1 for every quiz and survey type, and for the other rewarded types", () => {
    for (const typeId of [6, 7, 8, 9, 10, 11, 12]) expect(newActivityLimit(typeId), `type ${typeId}`).toBe(1);
    for (const typeId of [2, 13, 15, 16, 18]) expect(newActivityLimit(typeId), `type ${typeId}`).toBe(1);
  });

  it("leaves donations blank: a member gives as often as they like", () => {
    expect(newActivityLimit(17)).toBeNull();
    expect(newActivityLimit(20)).toBeNull();
  });
});

describe("the hint beside the limit field", () => {
  it("says that every participation pays when the limit is blank", () => {
    expect(limitHint(8, null)).toBe("Sem limite: cada participação paga os pontos.");
    expect(limitHint(6, null)).toBe("Sem limite: cada tentativa aprovada paga os pontos.");
  });

  it("only explains the blank choice when a limit is set, or for a donation, which pays nothing", () => {
    expect(limitHint(6, 1)).toBe("Em branco: sem limite.");
    expect(limitHint(17, null)).toBe("Em branco: sem limite.");
  });

  it("reads the field as the form holds it: blank text, digits, or a number", () => {
    expect(limitFieldValue("")).toBeNull();
    expect(limitFieldValue(null)).toBeNull();
    expect(limitFieldValue(" 3 ")).toBe(3);
    expect(limitFieldValue(2)).toBe(2);
    expect(limitFieldValue("abc")).toBeUndefined();
  });
});

describe("promisedAttempts", () => {
  it("finds a number of attempts promised in the text, in digits or in words", () => {
    expect(promisedAttempts("Acerte pelo menos duas e ganhe 20 pontos. Você tem até 3 tentativas.")).toEqual({ phrase: "até 3 tentativas", attempts: 3 });
    expect(promisedAttempts("São TRÊS tentativas para acertar")).toEqual({ phrase: "TRÊS tentativas", attempts: 3 });
    expect(promisedAttempts("Você tem 2 chances")).toEqual({ phrase: "2 chances", attempts: 2 });
    expect(promisedAttempts("Só uma tentativa!")).toEqual({ phrase: "uma tentativa", attempts: 1 });
  });

  it("finds attempts promised without a number", () => {
    expect(promisedAttempts("Errou? Pode tentar de novo.")).toEqual({ phrase: "tentar de novo", attempts: null });
    expect(promisedAttempts("Tentativas ilimitadas")).toEqual({ phrase: "Tentativas ilimitadas", attempts: null });
  });

  it("finds nothing in a text that promises no attempts", () => {
    expect(promisedAttempts("Quatro perguntas sobre golpes. Acerte pelo menos duas e ganhe 20 pontos.")).toBeNull();
    expect(promisedAttempts("As 23 tentativasX")).toBeNull();
  });
});

describe("attemptsWarning", () => {
  const promise = "<p>Quatro perguntas sobre golpes. Acerte pelo menos duas e ganhe <strong>20 pontos</strong>. Você tem até 3 tentativas.</p>";

  it("flags a quiz whose text promises attempts while its limit is blank: every passed attempt pays", () => {
    expect(attemptsWarning({ ...QUIZ, description: promise, limitPerUser: null })).toBe(
      "O texto promete até 3 tentativas, mas o limite por membro está em branco: cada tentativa aprovada paga os pontos, sem fim. Defina o limite como 1 ou mude o texto.",
    );
  });

  it("flags a limit above 1 too, even one equal to the attempts promised: each of them pays when passed", () => {
    expect(attemptsWarning({ ...QUIZ, description: promise, limitPerUser: 3 })).toBe(
      "O texto promete até 3 tentativas, mas cada tentativa aprovada paga os pontos, até 3 vezes por membro. Defina o limite como 1 ou mude o texto.",
    );
    expect(attemptsWarning({ ...QUIZ, description: promise, limitPerUser: 5 })).toContain("até 5 vezes por membro");
  });

  it("reads the rules as well as the description", () => {
    expect(attemptsWarning({ ...QUIZ, description: "", rules: "<ul><li>Até 2 tentativas por pessoa</li></ul>", limitPerUser: null })).toContain("O texto promete até 2 tentativas,");
  });

  it("says when the text promises more attempts than a limit of 1 allows", () => {
    expect(attemptsWarning({ ...QUIZ, description: promise, limitPerUser: 1 })).toBe("O texto promete até 3 tentativas, mas o limite por membro permite uma só participação. Ajuste o texto.");
  });

  it("leaves alone a text without a promise, a limit of 1 that matches it, and an activity that pays nothing", () => {
    expect(attemptsWarning({ ...QUIZ, description: "<p>Cinco perguntas rápidas.</p>", limitPerUser: null })).toBeNull();
    expect(attemptsWarning({ ...QUIZ, description: "Uma tentativa só.", limitPerUser: 1 })).toBeNull();
    expect(attemptsWarning({ ...QUIZ, description: "Pode tentar de novo.", limitPerUser: 1 })).toBeNull();
    expect(attemptsWarning({ ...QUIZ, points: 0, description: promise, limitPerUser: null })).toBeNull();
  });

  it("words a survey's warning as every attempt paying", () => {
    expect(attemptsWarning({ typeId: 8, points: 1000, rules: "", description: "Você tem 2 tentativas", limitPerUser: null })).toContain("cada tentativa paga os pontos");
  });
});
