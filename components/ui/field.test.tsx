// The kit's labelled parts keep each control named by its visible text: a checkbox row is one label
// around the box and its text, a Field's label points at its control, and a set of choices is a
// fieldset announced by its legend.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { CheckboxField } from "./checkbox";
import { Field, FieldGroup, FieldLabel, FieldLegend, FieldSet } from "./field";
import { Input } from "./input";

describe("labelled fields", () => {
  it("a checkbox row is a label that holds the box and its text, so the text names the box", () => {
    const html = renderToStaticMarkup(<CheckboxField label="Salvar cartão para as próximas compras" checked onCheckedChange={() => undefined} />);
    const label = html.match(/<label[^>]*>([\s\S]*)<\/label>/);
    expect(label?.[1]).toMatch(/role="checkbox"/);
    expect(label?.[1]).toContain("Salvar cartão para as próximas compras");
    expect(html).toContain('aria-checked="true"');
  });

  it("a disabled checkbox row does not look clickable and disables its box", () => {
    const html = renderToStaticMarkup(<CheckboxField label="Correta" disabled />);
    expect(html).toMatch(/<label[^>]*cursor-default/);
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it("a Field's label points at the control inside it", () => {
    const html = renderToStaticMarkup(
      <Field label="Buscar pelo nome">
        <Input name="busca" />
      </Field>,
    );
    const forId = html.match(/<label[^>]*for="([^"]+)"/)?.[1];
    expect(forId).toBeTruthy();
    expect(html).toContain(`id="${forId}"`);
    expect(html).toMatch(/<label[^>]*>Buscar pelo nome<\/label>/);
  });

  it("a set of choices is a fieldset whose legend names it, its fields grouped inside", () => {
    const html = renderToStaticMarkup(
      <FieldSet>
        <FieldLegend>Dias de atendimento</FieldLegend>
        <FieldGroup>
          <CheckboxField label="Seg" />
          <CheckboxField label="Ter" />
        </FieldGroup>
      </FieldSet>,
    );
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Dias de atendimento<\/legend><div[^>]*data-slot="field-group"/);
    expect(html.match(/role="checkbox"/g)).toHaveLength(2);
  });

  it("a label beside a custom control names it by id", () => {
    const html = renderToStaticMarkup(
      <>
        <FieldLabel htmlFor="brand-color-picker">Escolher</FieldLabel>
        <input id="brand-color-picker" type="color" />
      </>,
    );
    expect(html).toMatch(/<label[^>]*for="brand-color-picker"[^>]*>Escolher<\/label>/);
  });
});
