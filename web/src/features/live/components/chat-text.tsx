import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** A chat message as text; a member's links are clickable, a visitor's stay plain text. */
export function ChatText({ text, links }: { text: string; links: boolean }) {
  if (!links) return <>{text}</>;
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="nofollow noopener noreferrer ugc" className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
