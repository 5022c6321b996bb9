import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

describe('search snippets', () => {
  it('marks the matched words and shows everything else as text, never as markup', () => {
    const { container } = render(
      <p>
        <HighlightedText snippet="Pray for &lt;img src=x onerror=alert(1)&gt; and <mark>groceries</mark> &amp; rent" />
      </p>,
    );
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('mark')?.textContent).toBe('groceries');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Pray for <img src=x onerror=alert(1)> and groceries & rent');
  });
});
