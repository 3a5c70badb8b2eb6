// Any member-area address with no page: answer the member-area 404 (not-found.tsx beside the
// layout), so the member keeps the shell and a way back instead of the bare root 404.
import { notFound } from "next/navigation";
import { connection } from "next/server";

export default async function MissingMemberPage(): Promise<never> {
  await connection(); // never cache a page per unknown address
  notFound();
}
