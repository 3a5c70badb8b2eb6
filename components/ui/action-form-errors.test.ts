import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { applyFieldErrors, fieldNotice, newNotices } from "./action-form-errors";

type Values = { cpf: string; email: string; address: { cep: string } };

function form() {
  return createFormControl<Values>({ defaultValues: { cpf: "", email: "", address: { cep: "" } } });
}

describe("applyFieldErrors", () => {
  it("puts each server message on its field and returns the ones no field owns", () => {
    const { control, setError } = form();
    const unmapped = applyFieldErrors(setError, { cpf: "CPF inválido", "address.cep": "CEP inválido", _: "Erro interno no servidor", phone: "Telefone inválido" }, [
      "cpf",
      "email",
      "address",
    ]);
    expect(control._formState.errors.cpf?.message).toBe("CPF inválido");
    expect(control._formState.errors.address?.cep?.message).toBe("CEP inválido");
    expect(control._formState.errors.email).toBeUndefined();
    expect(unmapped).toEqual(["Erro interno no servidor", "Telefone inválido"]);
  });

  it("does nothing without field errors", () => {
    const { control, setError } = form();
    expect(applyFieldErrors(setError, undefined)).toEqual([]);
    expect(control._formState.errors).toEqual({});
  });
});

describe("field notices", () => {
  it("writes the spec's notice", () => {
    expect(fieldNotice("CPF inválido", "CPF")).toBe('CPF inválido: "CPF"');
  });

  it("raises a notice once for a touched, labelled field, and again when its error changes", () => {
    const announced = new Map<string, string>();
    const labels = { cpf: "CPF", email: "E-mail", "address.cep": "CEP" };
    const errors = { cpf: { type: "x", message: "CPF inválido" }, email: { type: "x", message: "Email inválido" }, address: { cep: { type: "x", message: "CEP inválido" } } };
    expect(newNotices(errors, { cpf: true, address: { cep: true } }, labels, announced)).toEqual(['CPF inválido: "CPF"', 'CEP inválido: "CEP"']);
    expect(newNotices(errors, { cpf: true, address: { cep: true } }, labels, announced)).toEqual([]);
    const changed = { ...errors, cpf: { type: "x", message: "Esse campo é obrigatório" } };
    expect(newNotices(changed, { cpf: true, email: true, address: { cep: true } }, labels, announced)).toEqual([
      'Esse campo é obrigatório: "CPF"',
      'Email inválido: "E-mail"',
    ]);
  });

  it("says nothing for an untouched field or one without a label", () => {
    const announced = new Map<string, string>();
    expect(newNotices({ cpf: { type: "x", message: "CPF inválido" } }, {}, { cpf: "CPF" }, announced)).toEqual([]);
    expect(newNotices({ email: { type: "x", message: "Email inválido" } }, { email: true }, {}, announced)).toEqual([]);
  });
});
