// The station's link-preview image (1200×630), drawn at request time in its brand colour with its
// name and description. Fonts come from the self-hosted Lato files (Satori needs a font file).
import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { brandVariables } from "@/lib/stations/branding";
import { requireStationFromRequest } from "@/lib/stations/current";
import { stationDescription } from "@/lib/seo/metadata";

let fonts: Promise<[Buffer, Buffer]> | null = null;

function loadFonts() {
  const dir = path.join(process.cwd(), "node_modules", "@fontsource", "lato", "files");
  fonts ??= Promise.all([
    fs.readFile(path.join(dir, "lato-latin-400-normal.woff")),
    fs.readFile(path.join(dir, "lato-latin-700-normal.woff")),
  ]);
  return fonts;
}

export async function GET() {
  const station = await requireStationFromRequest();
  const vars = brandVariables(station);
  const brand = vars["--brand"]!;
  const fg = vars["--brand-fg"]!;
  const strong = vars["--brand-strong"]!;
  const [regular, bold] = await loadFonts();
  const host = station.domain ?? station.url?.replace(/^https?:\/\//, "") ?? "";
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 72,
          background: `linear-gradient(135deg, ${brand} 0%, ${strong} 100%)`,
          color: fg,
          fontFamily: "Lato",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ width: 64, height: 64, borderRadius: 20, background: fg, opacity: 0.9, display: "flex" }} />
          <div style={{ fontSize: 34, fontWeight: 700, opacity: 0.92 }}>Programa de vantagens</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ fontSize: 92, fontWeight: 700, lineHeight: 1.05 }}>{station.name}</div>
          <div style={{ fontSize: 36, lineHeight: 1.3, opacity: 0.92, maxWidth: 960 }}>{stationDescription(station)}</div>
        </div>
        <div style={{ display: "flex", fontSize: 28, opacity: 0.85 }}>{host}</div>
      </div>
    ),
    {
      width: 1200,
      height: 630,
      fonts: [
        { name: "Lato", data: regular, weight: 400, style: "normal" },
        { name: "Lato", data: bold, weight: 700, style: "normal" },
      ],
      headers: { "Cache-Control": "public, max-age=3600" },
    },
  );
}
