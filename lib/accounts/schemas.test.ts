// A roster affiliate skips step 0 of the multi-step sign-up, so their step 1 must ask what step 0
// asks: on the travel-promotion station, the birth date (18 or more), the city and the two extra
// consent boxes; otherwise the last step's server schema refuses them with nothing to correct.
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/validation";
import { affiliatePasswordStepSchema, multistepSignupSchema } from "./schemas";

const travel = { requireCpf: true, travel: true };
const regular = { requireCpf: true, travel: false };
const password = { password: "Senha1234", password_confirmation: "Senha1234" };
const travelAnswers = { ...password, terms: true, requirements: true, rules: true, birthday: "10/05/1990", city: "Recife" };

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe("the affiliate's password step", () => {
  it("on the travel station asks the birth date, the city and both extra boxes", () => {
    const errors = fieldErrors(affiliatePasswordStepSchema(travel, { needsEmail: false }).safeParse({ ...password, terms: true, birthday: "", city: "" }));
    expect(errors).toMatchObject({ birthday: messages.required, city: messages.required, requirements: messages.required, rules: messages.required });
  });

  it("on the travel station refuses a participant under 18", () => {
    const year = new Date().getFullYear() - 17;
    const errors = fieldErrors(affiliatePasswordStepSchema(travel, { needsEmail: false }).safeParse({ ...travelAnswers, birthday: `01/01/${year}` }));
    expect(errors.birthday).toBe(messages.adult);
  });

  it("accepts what the last step's server schema then accepts from the affiliate, as typed", () => {
    expect(fieldErrors(affiliatePasswordStepSchema(travel, { needsEmail: false }).safeParse(travelAnswers))).toEqual({});
    const last = multistepSignupSchema(travel, { affiliate: true }).safeParse({ ...travelAnswers, method: "email", captcha: "x" });
    expect(fieldErrors(last)).toEqual({});
    // What step 1 asked before: the password and the terms, which the server refused on this station.
    const before = multistepSignupSchema(travel, { affiliate: true }).safeParse({ ...password, terms: true, method: "email", captcha: "x" });
    expect(Object.keys(fieldErrors(before)).sort()).toEqual(["birthday", "city", "requirements", "rules"]);
  });

  it("elsewhere asks only the terms, and the e-mail when the roster has none", () => {
    expect(affiliatePasswordStepSchema(regular, { needsEmail: false }).safeParse({ ...password, terms: true, birthday: "", city: "" }).success).toBe(true);
    const errors = fieldErrors(affiliatePasswordStepSchema(regular, { needsEmail: true }).safeParse({ ...password, terms: false, email: "" }));
    expect(Object.keys(errors).sort()).toEqual(["email", "terms"]);
  });
});
