// One message of the development mailbox: links become clickable and 6-digit codes stand out.
import { Fragment } from "react";

const TOKEN = /(https?:\/\/[^\s]+|\b\d{6}\b)/g;

export function OutboxText({ text }: { text: string }) {
  const parts = text.split(TOKEN);
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-ink">
      {parts.map((part, i) => {
        if (/^https?:\/\//.test(part)) {
          return (
            <a key={i} href={part} className="font-bold break-all text-brand-ink underline underline-offset-2">
              {part}
            </a>
          );
        }
        if (/^\d{6}$/.test(part)) {
          return (
            <strong key={i} data-testid="outbox-code" className="rounded bg-brand-soft px-1.5 py-0.5 font-mono text-base tracking-widest">
              {part}
            </strong>
          );
        }
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </p>
  );
}
