// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { ErrorBoundary } from './error-boundary';

const failure = new Error('secret stack detail: token=abc');

function Broken(): never {
  throw failure;
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows the global error screen when a child throws while rendering', () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText('Please refresh the page. If the problem continues, contact support and share any details shown below.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('logs the error to the console and keeps its details off the screen', () => {
    const { container } = render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(consoleError).toHaveBeenCalledWith('Render error caught by the error boundary', failure, expect.any(String));
    expect(container.textContent).not.toContain('secret stack detail');
  });

  it('reloads the page from the reload button', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a custom fallback when one is given', () => {
    render(
      <ErrorBoundary fallback={<p>This card failed</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This card failed')).toBeTruthy();
  });
});
