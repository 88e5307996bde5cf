import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveText } from './live-text';

const fading = (container: HTMLElement) =>
  [...container.querySelectorAll('span.starting\\:opacity-0')].map((span) => span.textContent);

describe('a story part’s text', () => {
  it('shows a finished part as plain text', () => {
    const { container } = render(<LiveText text="Tiril found the chest." live={false} />);
    expect(container.innerHTML).toBe('Tiril found the chest.');
  });

  it('fades in only the words that arrive while it is written', () => {
    const view = render(<LiveText text="Tiril found" live />);
    expect(fading(view.container)).toEqual(['Tiril', 'found']);
    view.rerender(<LiveText text="Tiril found the chest." live />);
    expect(view.container).toHaveTextContent('Tiril found the chest.');
    expect(fading(view.container)).toEqual(['Tiril', 'found', 'the', 'chest.']);
  });

  it('keeps the words it first showed still when more arrive later', () => {
    const view = render(<LiveText text="Tiril found" live={false} />);
    view.rerender(<LiveText text="Tiril found the chest." live={false} />);
    expect(fading(view.container)).toEqual(['the', 'chest.']);
  });
});
