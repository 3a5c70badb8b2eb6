// runAction refuses a NUL character anywhere in an action's input with a pt-BR message, before the
// schema or the command see it (PostgreSQL cannot store it; it used to surface as a server error).
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { messages } from "@/lib/validation/messages";
import { errorResponse, GENERIC_ERROR, holdsNul, runAction, UserFacingError } from "./result";

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

describe("errorResponse, the route handlers' one error answer", () => {
  const read = async (response: Response) => ({ status: response.status, body: await response.json(), cache: response.headers.get("cache-control") });

  it("answers a user-facing refusal with its own status and text, fields included", async () => {
    expect(await read(errorResponse(new UserFacingError("Publicação não encontrada.", undefined, 404)))).toEqual({
      status: 404, body: { ok: false, message: "Publicação não encontrada." }, cache: "no-store",
    });
    expect(await read(errorResponse(new UserFacingError("Confira o título", { title: "Confira o título" })))).toMatchObject({
      status: 422, body: { ok: false, message: "Confira o título", fieldErrors: { title: "Confira o título" } },
    });
  });

  it("answers a schema's refusal as 422 with the first field's message", async () => {
    const parsed = z.object({ title: z.string().min(1, "Informe o título") }).safeParse({ title: "" });
    expect(await read(errorResponse(parsed.error))).toMatchObject({ status: 422, body: { ok: false, message: "Informe o título", fieldErrors: { title: "Informe o título" } } });
  });

  it("never turns a fault into a 'not found': 500 with the generic text, no detail", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await read(errorResponse(new Error("connection reset by peer")));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(JSON.stringify(answer.body)).not.toContain("connection");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
