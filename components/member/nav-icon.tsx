// Line icons of the member menu (inline SVG: no icon font, inherits currentColor).
import type { NavIcon as Name } from "./nav-items";

const paths: Record<Name, string> = {
  home: "M3 11.5 12 4l9 7.5M5 10v10h5v-6h4v6h5V10",
  activities: "M4 5h16v4H4zM4 11h7v8H4zM14 11h6v8h-6z",
  feed: "M4 5h16v11H8l-4 4zM8 9h8M8 12h5",
  calendar: "M4 6h16v14H4zM4 10h16M9 3v4M15 3v4",
  files: "M7 3h7l5 5v13H7zM14 3v5h5M12 11v6m-3-3 3 3 3-3",
  cart: "M3 4h2l2.5 11h10L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c0-3.9 3.1-6 7-6s7 2.1 7 6",
  card: "M3 6h18v12H3zM7 10h4M7 14h6M15.5 11.5a1.5 1.5 0 1 0 0-.01",
  statement: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3",
  orders: "M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10",
  purchases: "M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0",
  vouchers: "M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10",
  trophies: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8",
  invitations: "M4 6h16v12H4zM4 7l8 6 8-6",
  support: "M4 12a8 8 0 1 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 12v4a2 2 0 0 0 2 2h2v-6H4",
  clover: "M12 12c-3-4-7-1-4 2 3 3 4 0 4-2Zm0 0c4-3 1-7-2-4s0 4 2 4Zm0 0c3 4 7 1 4-2s-4 0-4 2Zm0 0c-4 3-1 7 2 4s0-4-2-4Z",
  logout: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10",
  news: "M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7",
};

export function NavIcon({ name, className = "size-5" }: { name: Name; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={paths[name]} />
    </svg>
  );
}
