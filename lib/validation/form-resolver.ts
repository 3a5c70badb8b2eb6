// The resolver forms use with a schema the server parses again. What crosses the wire is the
// schema's input (what the person typed: "15/04/1990", "111.444.777-35"), never its output
// ("1990-04-15"): the Server Action parses it once with the same schema, so there is one
// representation of every field between the form and the server.
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.input<S>> {
  // raw: hand the typed values to onSubmit; the resolver still validates them for the field errors.
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<z.input<S>, unknown, z.input<S>>;
}
