import { Fragment } from 'react';

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (m) => entities[m] ?? m);

/**
 * A search snippet: escaped text in which only `<mark>` is markup. It is rebuilt as React text and
 * <mark> elements, so nothing a member wrote is ever read as HTML.
 */
export function HighlightedText({ snippet }: { snippet: string }) {
  const parts = snippet.split(/(<mark>|<\/mark>)/);
  let marked = false;
  return (
    <>
      {parts.map((part, i) => {
        if (part === '<mark>') {
          marked = true;
          return null;
        }
        if (part === '</mark>') {
          marked = false;
          return null;
        }
        const text = unescape(part);
        return marked ? (
          <mark key={i} className="rounded bg-gold-soft px-0.5 text-ink">
            {text}
          </mark>
        ) : (
          <Fragment key={i}>{text}</Fragment>
        );
      })}
    </>
  );
}
