// The frame of every page of a service area (its layout.tsx): the area's title and its
// sub-navigation (hub first, then the sub-pages in the area's order), above the page.
import { SERVICE_MODULES, serviceHref, type ServiceModule } from "@/lib/services/modules";
import { ServiceSubnav } from "./service-subnav";

export function ServiceFrame({ module, children }: { module: ServiceModule; children: React.ReactNode }) {
  const entry = SERVICE_MODULES[module];
  const links = [{ href: serviceHref(module), label: "Início" }, ...entry.pages.map((p) => ({ href: serviceHref(module, p.page), label: p.label }))];
  return (
    <div className="mx-auto max-w-5xl">
      <p className="text-sm font-bold uppercase tracking-wide text-brand-ink">{entry.title}</p>
      <div className="mt-3 mb-6">
        <ServiceSubnav label={`Páginas de ${entry.title}`} links={links} />
      </div>
      {children}
    </div>
  );
}
