import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { credentialsStepSchema, singleSignupSchema } from "@/lib/accounts/schemas";
import { formResolver } from "./form-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

/** What the form hands to its Server Action after the resolver accepted the typed values. */
async function submitted<T extends FieldValues>(resolver: Resolver<T, unknown, T>, typed: T) {
  const result = await resolver(typed, undefined, options as ResolverOptions<T>);
  expect(result.errors).toEqual({});
  return result.values as T;
}

describe("forms send what the server's schema parses", () => {
  const single = {
    cpf: "",
    city: "",
    firstName: "Maria",
    lastName: "Souza",
    birthday: "15/04/1990",
    state: 25,
    phoneNumber: "(11) 9 8765-4321",
    email: "maria@exemplo.com",
    password: "Senha123",
    password_confirmation: "Senha123",
    captcha: "x",
    checkbox: true,
  };

  it("the public single sign-up form: a valid birth date is accepted by the server", async () => {
    for (const birthday of ["15/04/1990", "01/01/2000"]) {
      const schema = singleSignupSchema({ requireCpf: false, travel: false });
      const sent = await submitted(formResolver(schema), { ...single, birthday });
      expect(sent.birthday).toBe(birthday);
      const server = schema.safeParse(sent);
      expect(server.success ? null : server.error.issues).toBeNull();
      expect(server.data?.birthday).toBe(birthday.split("/").reverse().join("-"));
    }
  });

  it("the travel variant's credentials step keeps the typed date and CPF", async () => {
    const schema = credentialsStepSchema({ requireCpf: true, travel: true });
    const typed = { email: "v@exemplo.com", cpf: "111.444.777-35", city: "Recife", birthday: "01/01/2000", terms: true, requirements: true, rules: true, marketing: false };
    const sent = await submitted(formResolver(schema), typed);
    expect(schema.safeParse(sent).success).toBe(true);
  });
});
