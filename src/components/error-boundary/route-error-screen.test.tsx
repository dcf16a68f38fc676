// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { RouteErrorScreen } from './route-error-screen';

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorScreen', () => {
  it('shows the global error screen and keeps the details in the console', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('secret detail');
    const { container } = render(<RouteErrorScreen error={error} info={{ componentStack: 'in Home' }} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(container.textContent).not.toContain('secret detail');
    expect(consoleError).toHaveBeenCalledWith('Render error caught by the router', error, 'in Home');
  });
});
