import { Fragment } from 'react';

const urlPattern = /(https?:\/\/[^\s<>"')]+)/g;

/** User text, rendered as text; web addresses become links that open safely in a new tab. */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(urlPattern);
  return (
    <p className={className}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow ugc" className="break-all text-primary-strong underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
