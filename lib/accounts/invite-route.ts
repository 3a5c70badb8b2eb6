// Parsing the invitation part of sign-up routes: "/cadastrar/{code}" and
// "/cadastrar/{code}-U{userId}-E{stationId}". Pure, shared by pages and tests.
export interface InviteRoute {
  code: string;
  inviterId: number | null;
  stationId: number | null;
}

export function parseInviteRoute(segment: string | undefined): InviteRoute | null {
  if (!segment) return null;
  const value = decodeURIComponent(segment).trim();
  if (!value || value.length > 120) return null;
  const match = /^(.+)-U(\d{1,9})-E(\d{1,9})$/.exec(value);
  if (match) return { code: match[1]!, inviterId: Number(match[2]), stationId: Number(match[3]) };
  return { code: value, inviterId: null, stationId: null };
}
