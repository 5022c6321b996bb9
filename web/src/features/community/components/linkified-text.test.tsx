import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text';

describe('LinkifiedText', () => {
  it('renders HTML from users as text, and makes web addresses safe links', () => {
    const { container } = render(<LinkifiedText text={'Pray <img src=x onerror=alert(1)> see https://example.org/prayer now'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const link = screen.getByRole('link', { name: 'https://example.org/prayer' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('never links javascript: addresses', () => {
    render(<LinkifiedText text="click javascript:alert(1) please" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
