// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';

const trackAppLaunched = vi.fn();
vi.mock('../../../lib/analytics', () => ({ trackAppLaunched: (source?: string) => trackAppLaunched(source) }));
vi.mock('../hooks/use-auth', () => ({ useAuth: () => ({ ready: false, isAuthenticated: false }) }));

const { Landing } = await import('./landing');

describe('the landing screen', () => {
  it("tracks 'App Launched' with the source of the visit", () => {
    render(<Landing source="poster" />);
    expect(trackAppLaunched).toHaveBeenCalledWith('poster');
  });

  it('shows the logo and an auth loading message while sign-in state is read', () => {
    const { getByRole } = render(<Landing source={undefined} />);
    expect(getByRole('heading', { name: 'Meetverse' })).toBeTruthy();
    expect(getByRole('status')).toBeTruthy();
  });
});
