import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  idSchema,
  adultBrDate,
  alphanumeric,
  brDate,
  cardExpiry,
  cardNumber,
  cep,
  checkedBox,
  cnpj,
  confirmation,
  cpf,
  cvv,
  digitsOnly,
  email,
  isStrongPassword,
  lowercaseSlug,
  maxLen,
  minLen,
  minValue,
  numberValue,
  optional,
  password,
  phone,
  requiredString,
  subdomainLetters,
} from "./rules";

const REQUIRED = "Esse campo é obrigatório";

// Todas as mensagens do campo; [] quando válido. Comparar a lista inteira também
// garante que não sai um segundo erro (nem texto em inglês do zod).
function errors(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

function parsed(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

// Hoje fixo: 15/03/2026 meio-dia em São Paulo.
const TODAY = new Date("2026-03-15T15:00:00Z");

describe("type errors never leak zod's English messages", () => {
  const fieldSchemas: Record<string, z.ZodType> = {
    requiredString: requiredString(),
    email: email(),
    password: password(),
    cpf: cpf(),
    cnpj: cnpj(),
    cep: cep(),
    phone: phone(),
    brDate: brDate(),
    adultBrDate: adultBrDate(TODAY),
    numberValue: numberValue(),
    cardNumber: cardNumber(),
    cvv: cvv(),
    cardExpiry: cardExpiry(TODAY),
    checkedBox: checkedBox(),
  };
  for (const [name, schema] of Object.entries(fieldSchemas)) {
    it(`${name}: undefined, null and wrong types -> required`, () => {
      expect(errors(schema, undefined)).toEqual([REQUIRED]);
      expect(errors(schema, null)).toEqual([REQUIRED]);
      expect(errors(schema, {})).toEqual([REQUIRED]);
    });
  }
});

describe("requiredString", () => {
  it("trims", () => {
    expect(parsed(requiredString(), "  Joana  ")).toBe("Joana");
  });
  it("empty or blank -> required", () => {
    expect(errors(requiredString(), "")).toEqual([REQUIRED]);
    expect(errors(requiredString(), "   ")).toEqual([REQUIRED]);
  });
});

describe("optional", () => {
  const schema = optional(email());
  it("treats empty, blank, null and undefined as absent", () => {
    expect(parsed(schema, "")).toBeUndefined();
    expect(parsed(schema, "   ")).toBeUndefined();
    expect(parsed(schema, null)).toBeUndefined();
    expect(parsed(schema, undefined)).toBeUndefined();
  });
  it("still validates a filled value with the same message", () => {
    expect(parsed(schema, " A@B.com ")).toBe("a@b.com");
    expect(errors(schema, "nope")).toEqual(["Email inválido"]);
  });
  it("works with transforming rules", () => {
    expect(parsed(optional(cpf()), "529.982.247-25")).toBe("52998224725");
    expect(errors(optional(cpf()), "111.111.111-11")).toEqual(["CPF inválido"]);
    expect(parsed(optional(requiredString().check(maxLen(3))), "abc")).toBe("abc");
    expect(errors(optional(requiredString().check(maxLen(3))), "abcd")).toEqual([
      "Esse campo deve possuir no máximo 3 caracteres",
    ]);
  });
  it("also blanks NaN from numeric inputs and keeps number inputs typed", () => {
    const qty = optional(numberValue().check(minValue(0)));
    expect(parsed(qty, NaN)).toBeUndefined();
    expect(parsed(qty, 2)).toBe(2);
    expect(errors(qty, "0")).toEqual(["O valor deve ser maior que 0"]);
  });
  it("works inside an object, where the key may be missing", () => {
    const form = z.object({ name: requiredString(), nickname: optional(requiredString()) });
    expect(parsed(form, { name: "Ana" })).toEqual({ name: "Ana", nickname: undefined });
    expect(errors(form, { nickname: "x" })).toEqual([REQUIRED]);
  });
});

describe("email", () => {
  it("trims and lower-cases", () => {
    expect(parsed(email(), "  Joana.Silva@Exemplo.COM ")).toBe("joana.silva@exemplo.com");
    expect(parsed(email(), "a+tag@sub.exemplo.com.br")).toBe("a+tag@sub.exemplo.com.br");
  });
  it("invalid -> Email inválido", () => {
    for (const bad of ["joana", "joana@", "@exemplo.com", "joana@exemplo", "jo ana@exemplo.com", "a..b@x.com"]) {
      expect(errors(email(), bad)).toEqual(["Email inválido"]);
    }
  });
  it("empty -> required only", () => {
    expect(errors(email(), "")).toEqual([REQUIRED]);
    expect(errors(email(), "  ")).toEqual([REQUIRED]);
  });
});

describe("password", () => {
  const MSG =
    "Senha precisa ter: uma letra maiúscula, uma letra minúscula, um número e tamanho entre 8 - 20.";
  it("accepts upper + lower + digit, 8 to 20 chars", () => {
    expect(parsed(password(), "Senha123")).toBe("Senha123");
    expect(parsed(password(), "Abcdefghijklmnopqr12")).toBe("Abcdefghijklmnopqr12");
    expect(parsed(password(), "Ção!1234")).toBe("Ção!1234");
  });
  it("rejects each missing requirement", () => {
    expect(errors(password(), "senha123")).toEqual([MSG]);
    expect(errors(password(), "SENHA123")).toEqual([MSG]);
    expect(errors(password(), "SenhaSenha")).toEqual([MSG]);
    expect(errors(password(), "Senha12")).toEqual([MSG]);
    expect(errors(password(), "Abcdefghijklmnopqr123")).toEqual([MSG]);
  });
  it("is not trimmed and empty -> required", () => {
    expect(parsed(password(), " Senha123 ")).toBe(" Senha123 ");
    expect(errors(password(), "")).toEqual([REQUIRED]);
  });
  it("isStrongPassword counts characters, not UTF-16 units", () => {
    expect(isStrongPassword("Aa1😀😀😀😀😀")).toBe(true);
  });
});

describe("confirmation", () => {
  const form = confirmation(
    z.object({ password: password(), password_confirmation: requiredString() }),
    "password",
    "password_confirmation",
  );
  it("passes when equal", () => {
    expect(errors(form, { password: "Senha123", password_confirmation: "Senha123" })).toEqual([]);
  });
  it("puts the mismatch on the confirmation field", () => {
    const result = form.safeParse({ password: "Senha123", password_confirmation: "Senha124" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["password_confirmation"], "As senhas não conferem"],
    ]);
  });
  it("does not pile a mismatch on top of the fields' own errors", () => {
    expect(errors(form, { password: "Senha123", password_confirmation: "" })).toEqual([REQUIRED]);
    expect(errors(form, { password: "fraca", password_confirmation: "outra" })).toEqual([
      "Senha precisa ter: uma letra maiúscula, uma letra minúscula, um número e tamanho entre 8 - 20.",
    ]);
  });
  it("still reports a mismatch when an unrelated field fails", () => {
    const withName = confirmation(
      z.object({ name: requiredString(), password: password(), password_confirmation: requiredString() }),
      "password",
      "password_confirmation",
    );
    expect(errors(withName, { name: "", password: "Senha123", password_confirmation: "x" })).toEqual([
      REQUIRED,
      "As senhas não conferem",
    ]);
  });
});

describe("cpf", () => {
  it("accepts masked or digits and outputs the 11 digits", () => {
    expect(parsed(cpf(), "529.982.247-25")).toBe("52998224725");
    expect(parsed(cpf(), " 52998224725 ")).toBe("52998224725");
  });
  it("invalid -> CPF inválido", () => {
    expect(errors(cpf(), "111.111.111-11")).toEqual(["CPF inválido"]);
    expect(errors(cpf(), "529.982.247-24")).toEqual(["CPF inválido"]);
    expect(errors(cpf(), "529.982.247")).toEqual(["CPF inválido"]);
  });
  it("empty -> required", () => {
    expect(errors(cpf(), "")).toEqual([REQUIRED]);
  });
});

describe("cnpj", () => {
  it("accepts masked or digits and outputs the 14 characters", () => {
    expect(parsed(cnpj(), "11.222.333/0001-81")).toBe("11222333000181");
    expect(parsed(cnpj(), "12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });
  it("invalid -> CNPJ inválido", () => {
    expect(errors(cnpj(), "11.222.333/0001-80")).toEqual(["CNPJ inválido"]);
    expect(errors(cnpj(), "00.000.000/0000-00")).toEqual(["CNPJ inválido"]);
  });
  it("empty -> required", () => {
    expect(errors(cnpj(), " ")).toEqual([REQUIRED]);
  });
});

describe("cep", () => {
  it("outputs the 8 digits", () => {
    expect(parsed(cep(), "01310-100")).toBe("01310100");
    expect(parsed(cep(), "01.310-100")).toBe("01310100");
  });
  it("invalid -> CEP inválido", () => {
    expect(errors(cep(), "01310-10")).toEqual(["CEP inválido"]);
    expect(errors(cep(), "abcdefgh")).toEqual(["CEP inválido"]);
  });
  it("empty -> required", () => {
    expect(errors(cep(), "")).toEqual([REQUIRED]);
  });
});

describe("phone", () => {
  it("accepts both masks and outputs digits", () => {
    expect(parsed(phone(), "(11) 9 8765-4321")).toBe("11987654321");
    expect(parsed(phone(), "(11) 3456-7890")).toBe("1134567890");
    expect(parsed(phone(), "11987654321")).toBe("11987654321");
  });
  it("invalid -> Telefone inválido", () => {
    expect(errors(phone(), "(11) 9 8765-432")).toEqual(["Telefone inválido"]);
    expect(errors(phone(), "(11) 1234-5678")).toEqual(["Telefone inválido"]);
    expect(errors(phone(), "(00) 9 8765-4321")).toEqual(["Telefone inválido"]);
  });
  it("empty -> required", () => {
    expect(errors(phone(), "")).toEqual([REQUIRED]);
  });
});

describe("brDate", () => {
  it("outputs ISO dates", () => {
    expect(parsed(brDate(), "29/02/2024")).toBe("2024-02-29");
    expect(parsed(brDate(), " 01/01/1990 ")).toBe("1990-01-01");
  });
  it("invalid -> Data Inválida!", () => {
    for (const bad of ["31/02/2020", "29/02/2023", "32/01/2020", "01/13/2020", "1/1/2020", "2020-01-01"]) {
      expect(errors(brDate(), bad)).toEqual(["Data Inválida!"]);
    }
  });
  it("empty -> required", () => {
    expect(errors(brDate(), "")).toEqual([REQUIRED]);
  });
});

describe("adultBrDate", () => {
  const ADULT = "É necessário ser maior de 18 anos.";
  it("turning 18 today is valid", () => {
    expect(parsed(adultBrDate(TODAY), "15/03/2008")).toBe("2008-03-15");
    expect(parsed(adultBrDate({ year: 2026, month: 3, day: 15 }), "15/03/2008")).toBe("2008-03-15");
  });
  it("turning 18 tomorrow is invalid", () => {
    expect(errors(adultBrDate(TODAY), "16/03/2008")).toEqual([ADULT]);
  });
  it("uses the São Paulo day even when UTC is already tomorrow", () => {
    // 16/03 01:00 UTC = 15/03 22:00 em São Paulo.
    expect(errors(adultBrDate(new Date("2026-03-16T01:00:00Z")), "16/03/2008")).toEqual([ADULT]);
  });
  it("future birth dates are not adults", () => {
    expect(errors(adultBrDate(TODAY), "01/01/2030")).toEqual([ADULT]);
  });
  it("an impossible date gets only the date message", () => {
    expect(errors(adultBrDate(TODAY), "31/02/2000")).toEqual(["Data Inválida!"]);
  });
  it("empty -> required", () => {
    expect(errors(adultBrDate(TODAY), "")).toEqual([REQUIRED]);
  });
});

describe("maxLen / minLen", () => {
  const schema = requiredString().check(minLen(3), maxLen(5));
  it("accepts within bounds (after trim)", () => {
    expect(parsed(schema, "abc")).toBe("abc");
    expect(parsed(schema, "  abcde  ")).toBe("abcde");
  });
  it("too long -> máximo", () => {
    expect(errors(schema, "abcdef")).toEqual(["Esse campo deve possuir no máximo 5 caracteres"]);
  });
  it("too short -> minimo (sic)", () => {
    expect(errors(schema, "ab")).toEqual(["Esse campo deve possuir no minimo 3 caracteres"]);
  });
  it("empty -> required only", () => {
    expect(errors(schema, "")).toEqual([REQUIRED]);
  });
});

describe("digitsOnly", () => {
  const schema = requiredString().check(digitsOnly());
  it("accepts digits", () => {
    expect(parsed(schema, "0123")).toBe("0123");
  });
  it("rejects anything else", () => {
    for (const bad of ["12a", "1.5", "-1", "1 2"]) {
      expect(errors(schema, bad)).toEqual(["Este campo só aceita números"]);
    }
  });
});

describe("numberValue", () => {
  it("accepts numbers and numeric text", () => {
    expect(parsed(numberValue(), 12)).toBe(12);
    expect(parsed(numberValue(), "12")).toBe(12);
    expect(parsed(numberValue(), "12,5")).toBe(12.5);
    expect(parsed(numberValue(), "-3.25")).toBe(-3.25);
  });
  it("non-numeric -> Este campo só aceita números", () => {
    expect(errors(numberValue(), "12a")).toEqual(["Este campo só aceita números"]);
    expect(errors(numberValue(), "1.234,5")).toEqual(["Este campo só aceita números"]);
    expect(errors(numberValue(), Infinity)).toEqual(["Este campo só aceita números"]);
  });
  it("empty text or NaN (empty valueAsNumber input) -> required", () => {
    expect(errors(numberValue(), "")).toEqual([REQUIRED]);
    expect(errors(numberValue(), NaN)).toEqual([REQUIRED]);
  });
});

describe("minValue", () => {
  const schema = numberValue().check(minValue(0));
  it("accepts values greater than N", () => {
    expect(parsed(schema, "0,01")).toBe(0.01);
    expect(parsed(z.number().check(minValue(10)), 11)).toBe(11);
  });
  it("rejects N itself and below (the message says 'maior que')", () => {
    expect(errors(schema, "0")).toEqual(["O valor deve ser maior que 0"]);
    expect(errors(schema, -5)).toEqual(["O valor deve ser maior que 0"]);
    expect(errors(z.number().check(minValue(10)), 10)).toEqual(["O valor deve ser maior que 10"]);
  });
  it("a non-number never reaches the check", () => {
    expect(errors(schema, "abc")).toEqual(["Este campo só aceita números"]);
  });
});

describe("alphanumeric", () => {
  const schema = requiredString().check(alphanumeric());
  it("accepts ASCII letters and digits", () => {
    expect(parsed(schema, "Cupom2024")).toBe("Cupom2024");
  });
  it("rejects spaces, accents and punctuation", () => {
    for (const bad of ["cupom 2024", "promoção", "cupom-1", "a_b"]) {
      expect(errors(schema, bad)).toEqual(["Somente caracteres alfanuméricos"]);
    }
  });
});

describe("lowercaseSlug", () => {
  const schema = requiredString().check(lowercaseSlug());
  it("accepts lower-case letters, digits and inner hyphens", () => {
    expect(parsed(schema, "promocao")).toBe("promocao");
    expect(parsed(schema, "promo-de-verao-2026")).toBe("promo-de-verao-2026");
  });
  it("rejects upper case, accents, spaces and loose hyphens", () => {
    for (const bad of ["Promocao", "promoção", "promo verao", "-promo", "promo-", "promo--verao", "promo_verao"]) {
      expect(errors(schema, bad)).toEqual(["Apenas letras minúsculas sem acento"]);
    }
  });
});

describe("subdomainLetters", () => {
  const schema = requiredString().toLowerCase().check(subdomainLetters());
  it("accepts letters without accents (normalised to lower case)", () => {
    expect(parsed(schema, "minhaloja")).toBe("minhaloja");
    expect(parsed(schema, "MinhaLoja")).toBe("minhaloja");
  });
  it("rejects accents, spaces, digits and hyphens", () => {
    for (const bad of ["açaí", "minha loja", "loja1", "minha-loja"]) {
      expect(errors(schema, bad)).toEqual(["Apenas letras sem acento"]);
    }
  });
});

describe("cardNumber", () => {
  it("accepts Luhn-valid numbers and outputs digits", () => {
    expect(parsed(cardNumber(), "4111 1111 1111 1111")).toBe("4111111111111111");
    expect(parsed(cardNumber(), "5555-5555-5555-4444")).toBe("5555555555554444");
  });
  it("invalid -> Número inválido", () => {
    expect(errors(cardNumber(), "4111 1111 1111 1112")).toEqual(["Número inválido"]);
    // Passa no Luhn mas é curto demais para cartão.
    expect(errors(cardNumber(), "18")).toEqual(["Número inválido"]);
    expect(errors(cardNumber(), "4111 1111 1111 111a")).toEqual(["Número inválido"]);
  });
  it("empty -> required", () => {
    expect(errors(cardNumber(), "")).toEqual([REQUIRED]);
  });
});

describe("cvv", () => {
  it("accepts 3 or 4 digits", () => {
    expect(parsed(cvv(), "123")).toBe("123");
    expect(parsed(cvv(), "1234")).toBe("1234");
  });
  it("invalid -> CVV inválido", () => {
    for (const bad of ["12", "12345", "12a"]) expect(errors(cvv(), bad)).toEqual(["CVV inválido"]);
  });
  it("empty -> required", () => {
    expect(errors(cvv(), "")).toEqual([REQUIRED]);
  });
});

describe("cardExpiry", () => {
  it("accepts the current month and later", () => {
    expect(parsed(cardExpiry(TODAY), "03/26")).toBe("03/26");
    expect(parsed(cardExpiry(TODAY), "12 / 30")).toBe("12/30");
  });
  it("invalid -> Data inválida", () => {
    for (const bad of ["02/26", "13/27", "00/27", "3/27", "03/2027"]) {
      expect(errors(cardExpiry(TODAY), bad)).toEqual(["Data inválida"]);
    }
  });
  it("empty -> required", () => {
    expect(errors(cardExpiry(TODAY), "")).toEqual([REQUIRED]);
  });
});

describe("checkedBox", () => {
  it("true passes", () => {
    expect(parsed(checkedBox(), true)).toBe(true);
  });
  it("false -> required", () => {
    expect(errors(checkedBox(), false)).toEqual([REQUIRED]);
  });
});

describe("with react-hook-form's zodResolver", () => {
  it("shows the same first message per field as the server parse", async () => {
    const schema = confirmation(
      z.object({
        email: email(),
        cpf: optional(cpf()),
        password: password(),
        password_confirmation: requiredString(),
        terms: checkedBox(),
      }),
      "password",
      "password_confirmation",
    );
    const result = await zodResolver(schema)(
      { email: "", cpf: "", password: "Senha123", password_confirmation: "Senha12", terms: false },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const byField = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    );
    expect(byField).toEqual({
      email: REQUIRED,
      terms: REQUIRED,
      password_confirmation: "As senhas não conferem",
    });
  });
});

describe("idSchema", () => {
  it("accepts positive 32-bit integers, as numbers or digit strings", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse("2147483647")).toBe(2147483647);
  });

  it("refuses everything else with a field message, not an internal error", () => {
    for (const bad of [2147483648, 0, -1, 1.5, "12abc", "", true, [5], { id: 1 }, null, undefined, Number.NaN, Infinity, "99999999999999999999", "1e3"]) {
      const result = idSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe("Identificador inválido");
    }
  });
});

describe("confirmation on what is not an object", () => {
  it("answers a field error, never throws", () => {
    const schema = confirmation(z.object({ password: password(), password_confirmation: requiredString() }), "password", "password_confirmation");
    for (const bad of [null, "x", 1, []]) expect(schema.safeParse(bad).success).toBe(false);
  });
});
