import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: [".next/**", ".next-*/**", ".data/**", ".data-*/**", "node_modules/**", "drizzle/**", "test-results/**", "test-results-*/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // The UI kit (components/ui) is the one place that wraps Radix and sonner: screens use the kit's
      // dialog, menu, popover and toast, so focus, labels and styling are decided once.
      "no-restricted-imports": ["error", {
        paths: [
          { name: "radix-ui", message: "Use the kit's component from components/ui (add one there if it is missing)." },
          { name: "sonner", message: "Use toast, snackbar or notice from components/ui/toast." },
        ],
        patterns: [{ group: ["@radix-ui/*"], message: "Use the kit's component from components/ui." }],
      }],
      // Pictures go through the kit's StationImage, which reserves the picture's box (no layout shift),
      // loads it lazily below the fold and requires alt. It replaces next's no-img-element, whose advice
      // (next/image) does not fit station uploads served as they were stored.
      "@next/next/no-img-element": "off",
      // Labels come from the kit too (Field, CheckboxField, RadioGroupItem, FieldLabel), so every
      // control keeps a label wired to it and the same look on every screen.
      "no-restricted-syntax": ["error", {
        selector: "JSXOpeningElement[name.name='img']",
        message: "Use StationImage from components/ui/station-image (width/height or fill, alt, lazy below the fold).",
      }, {
        selector: "JSXOpeningElement[name.name='label']",
        message: "Use the kit's labelled parts from components/ui/field (Field, FieldLabel, FieldSet), CheckboxField or RadioGroupItem.",
      }],
    },
  },
  {
    files: ["components/ui/**"],
    rules: { "no-restricted-imports": "off", "no-restricted-syntax": "off" },
  },
  // A rule switched off for a line says why, after " -- " (an <img> of a station's upload, say).
  comments.recommended,
  { rules: { "@eslint-community/eslint-comments/require-description": ["error", { ignore: ["eslint-enable"] }] } },
];

export default config;
