// /homepage/consultoria-contabil/eventos: the area's events in the calendar.
import type { Metadata } from "next";
import { ServiceEventsPage } from "@/components/library/service-events-page";

export const metadata: Metadata = { title: "Eventos · Consultoria contábil" };

export default function Page({ params }: { params: Promise<{ station: string }> }) {
  return <ServiceEventsPage params={params} service="accounting" />;
}
