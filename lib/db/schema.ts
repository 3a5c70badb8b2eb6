// Every module's tables in one place, for the Drizzle client and drizzle-kit.
export * from "@/lib/stations/schema";
export * from "@/lib/accounts/schema";
export * from "@/lib/wallet/schema";
export * from "@/lib/adapters/outbox/schema";
export * from "@/lib/security/schema";
export * from "@/lib/content/schema";
export * from "@/lib/plans/schema";
export * from "@/lib/accounts/auth-schema";
export * from "@/lib/activities/schema";
export * from "@/lib/activities/research/schema";
export * from "@/lib/activities/videos/schema";
export * from "@/lib/auth/schema";
export * from "@/lib/social/schema";
export * from "@/lib/adapters/payments/schema";
export * from "@/lib/commerce/schema";
export * from "@/lib/commerce/validation-schema";
export * from "@/lib/trophies/schema";
