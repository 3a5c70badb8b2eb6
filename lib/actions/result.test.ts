// runAction refuses a NUL character anywhere in an action's input with a pt-BR message, before the
// schema or the command see it (PostgreSQL cannot store it; it used to surface as a server error).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "@/lib/validation/messages";
import { holdsNul, runAction } from "./result";

describe("runAction and U+0000", () => {
  const schema = z.object({ code: z.string(), items: z.array(z.object({ name: z.string() })).optional() });

  it("refuses it in a field, deep in a list, or in a key, and runs nothing", async () => {
    let ran = 0;
    const run = (input: unknown) => runAction(schema, input, async () => ++ran);
    for (const input of [{ code: "\u0000" }, { code: "ok", items: [{ name: "a\u0000b" }] }, { code: "ok", ["x\u0000"]: 1 }, "\u0000"]) {
      expect(await run(input)).toEqual({ ok: false, message: messages.nulCharacter });
    }
    expect(ran).toBe(0);
    expect(await run({ code: "ABC123", items: [{ name: "Água" }] })).toEqual({ ok: true, data: 1 });
  });

  it("reads form data too, and leaves files and dates alone", () => {
    const form = new FormData();
    form.set("name", "Maria");
    expect(holdsNul(form)).toBe(false);
    form.set("note", "a\u0000");
    expect(holdsNul(form)).toBe(true);
    expect(holdsNul({ when: new Date(), file: new Blob(["\u0000"]) })).toBe(false);
  });
});
