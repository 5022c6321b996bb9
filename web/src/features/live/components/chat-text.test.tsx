import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qualityLabel } from './quality-label';
import { ChatText } from './chat-text';

describe('ChatText', () => {
  it('makes a member’s web address a safe link and renders HTML as text', () => {
    const { container } = render(<ChatText text={'Amen <img src=x onerror=alert(1)> https://example.org/psalm-23'} links />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const link = screen.getByRole('link', { name: 'https://example.org/psalm-23' });
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
  });

  it('leaves a visitor’s links as plain text, and never links javascript:', () => {
    render(<ChatText text="see https://example.org/win-a-prize" links={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    render(<ChatText text="click javascript:alert(1)" links />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('qualityLabel', () => {
  it('reads the stream’s real quality, and nothing when it is unknown', () => {
    const q = { width: 1280, height: 720, fps: 29.97, bitrateKbps: 2480, videoCodec: 'H.264', audioCodec: 'AAC', copied: true };
    expect(qualityLabel(q)).toBe('720p · 30 fps · 2,480 kbps');
    expect(qualityLabel({ ...q, height: null, fps: null, bitrateKbps: null })).toBeNull();
    expect(qualityLabel(null)).toBeNull();
  });
});
