// Any public address of a station with no page: answer the station's 404 (not-found.tsx beside the
// (site) layout), with its header, footer and a way back, instead of the bare root 404.
import { notFound } from "next/navigation";
import { connection } from "next/server";

export default async function MissingPublicPage(): Promise<never> {
  await connection(); // never cache a page per unknown address
  notFound();
}
