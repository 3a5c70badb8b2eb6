// Types of start-policy.mjs, whose seed decision the app reads in lib/env.ts.
export function rootDomainOf(value: string | undefined): string;
export function isLocalRoot(value: string | undefined): boolean;
export type StartPolicy = {
  payments: { driver: "simulator" | "pagarme"; implicit: boolean } | { driver: null; refusal: string };
  seedDemo: boolean;
};
export function startPolicy(vars: Record<string, string | undefined>): StartPolicy;
export const DEFAULT_HEAP_LIMIT_MB: number;
export function serverNodeOptions(vars: Record<string, string | undefined>): { nodeOptions: string } | { refusal: string };
