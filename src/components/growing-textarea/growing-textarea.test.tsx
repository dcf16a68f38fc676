// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { GrowingTextarea } from './growing-textarea';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a text field that grows with its text', () => {
  it('is sized by the browser where it grows fields by itself, from its fewest lines to its most', () => {
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'field-sizing' && value === 'content' });
    const { getByLabelText } = render(<GrowingTextarea label="Your answer" minRows={3} maxRows={12} />);
    const field = getByLabelText('Your answer') as HTMLTextAreaElement;
    expect(field.getAttribute('rows')).toBe('3');
    expect(field.className).toMatch(/grows/);
    expect(field.style.getPropertyValue('--grow-min-rows')).toBe('3');
    expect(field.style.getPropertyValue('--grow-max-rows')).toBe('12');
  });

  it('grows to any length when it is given no most lines, as a form\'s long text does', () => {
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'field-sizing' && value === 'content' });
    const { getByLabelText } = render(<GrowingTextarea label="Bio" minRows={3} />);
    const field = getByLabelText('Bio') as HTMLTextAreaElement;
    expect(field.className).toMatch(/grows/);
    expect(field.style.getPropertyValue('--grow-max-rows')).toBe('');
    expect(field.style.maxHeight).toBe('none');
  });

  it('is measured by script where the browser cannot size it, and keeps the caller\'s own classes', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const { getByLabelText } = render(<GrowingTextarea label="Message" minRows={1} maxRows={6} classNames={{ input: 'own' }} />);
    const field = getByLabelText('Message') as HTMLTextAreaElement;
    expect(field.className).not.toMatch(/grows/);
    expect(field.className).toMatch(/own/);
    expect(field.style.getPropertyValue('--grow-min-rows')).toBe('');
  });
});
