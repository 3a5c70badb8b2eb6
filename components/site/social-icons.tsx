// Brand marks, which icon sets no longer carry: the footer's social networks and the app stores
// (simple, single-colour, inherit currentColor). The only inline SVG of the app.
const PATHS: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8Z",
  instagram:
    "M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2ZM17.1 5.7a1.1 1.1 0 1 0 0 2.3 1.1 1.1 0 0 0 0-2.3ZM12 2c-2.7 0-3.1 0-4.1.1C4.3 2.3 2.3 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3.1.1 4.1c.2 3.6 2.2 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.6-.2 5.6-2.2 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-3.6-2.2-5.6-5.8-5.8C15.1 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1 2.7.1 3.9 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 3.9-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-3.9-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4.1 5.3 5.4 4.1 8 3.9c1-.1 1.3-.1 4-.1Z",
  twitter: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4v11H3v-11Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6v5.4h-4v-4.8c0-1.1 0-2.6-1.6-2.6s-1.8 1.2-1.8 2.5v4.9h-4v-11Z",
  tiktok:
    "M16.6 3c.3 2.3 1.7 3.9 4 4.1v3.2c-1.4.1-2.7-.3-4-1.1v5.9c0 7.4-8.1 9.7-11.3 4.4-2.1-3.4-.8-9.3 5.9-9.6v3.4c-.5.1-1 .2-1.5.4-1.5.5-2.3 1.4-2 3 .4 3.1 6.2 4 5.7-2V3h3.2Z",
};

export const SOCIAL_LABELS: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={PATHS[name] ?? ""} />
    </svg>
  );
}

const STORE_PATHS = {
  ios: "M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9C6.1 7 4.5 8 3.7 9.5c-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.3ZM14 5.2c.7-.8 1.1-1.9 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4Z",
  android: "M3.6 2.3c-.3.3-.4.7-.4 1.2v17c0 .5.1.9.4 1.2l9.5-9.7-9.5-9.7Zm10.6 10.8 2.7 2.8-11.1 6.4c-.5.3-1 .3-1.3.1l9.7-9.3Zm3.9-3.9 3 1.7c.9.5.9 1.7 0 2.2l-3 1.7-3-3 3-2.6ZM4.5 1.9c.4-.2.8-.2 1.3.1l11.1 6.4-2.7 2.8-9.7-9.3Z",
} as const;

export function StoreIcon({ store }: { store: "ios" | "android" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
      <path d={STORE_PATHS[store]} />
    </svg>
  );
}
