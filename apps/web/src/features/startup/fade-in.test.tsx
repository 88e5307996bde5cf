import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FadeIn } from './fade-in';

it('fades in over the product’s 0.6 s and not at all under reduced motion', () => {
  render(<FadeIn>hello</FadeIn>);
  const wrapper = screen.getByText('hello');
  expect(wrapper.style.transitionDuration).toBe('0.6s');
  expect(wrapper).toHaveClass('starting:opacity-0', 'motion-reduce:transition-none');
});
