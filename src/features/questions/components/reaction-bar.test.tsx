// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';
import type { Reactions } from '../hooks/use-question';
import { ReactionBar } from './reaction-bar';

const reactions: Reactions = {
  counts: { can_help: 3, me_too: 0, uplift: 12 },
  mine: { can_help: true, me_too: false, uplift: false, bookmark: true },
  helpers: [],
};

describe('ReactionBar', () => {
  it('names each counted toggle in words with its count, and shows the words and the count at every size', () => {
    for (const size of ['xs', 'sm'] as const) {
      const { unmount } = render(<ReactionBar reactions={reactions} onToggle={() => {}} size={size} />);
      for (const [name, shown] of [['Can help, 3', 'Can help\u00a03'], ['Me too, 0', 'Me too\u00a00'], ['Uplift, 12', 'Uplift\u00a012']] as const) {
        expect(screen.getByRole('button', { name }).textContent).toBe(shown);
      }
      unmount();
    }
  });

  it("tells the member's own state with aria-pressed", () => {
    render(<ReactionBar reactions={reactions} onToggle={() => {}} />);
    expect(screen.getByTestId('reaction-can_help').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('reaction-me_too').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('reaction-uplift').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the icons out of the names and gives each toggle a title', () => {
    render(<ReactionBar reactions={reactions} onToggle={() => {}} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('title')).toBeTruthy();
      for (const icon of button.querySelectorAll('svg')) expect(icon.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('toggles the kind tapped, without the tap reaching a link around it', () => {
    const onToggle = vi.fn();
    const outer = vi.fn();
    render(
      <div onClick={outer}>
        <ReactionBar reactions={reactions} onToggle={onToggle} />
      </div>,
    );
    fireEvent.click(screen.getByTestId('reaction-uplift'));
    fireEvent.click(screen.getByTestId('reaction-bookmark'));
    expect(onToggle.mock.calls).toEqual([['uplift'], ['bookmark']]);
    expect(outer).not.toHaveBeenCalled();
  });

  it("offers no 'Can help' button on the member's own question, and still shows how many can help", () => {
    const onToggle = vi.fn();
    render(<ReactionBar reactions={reactions} onToggle={onToggle} offerHelp={false} />);
    expect(screen.queryByRole('button', { name: /Can help/ })).toBeNull();
    expect(screen.queryByTestId('reaction-can_help')).toBeNull();
    const count = screen.getByRole('img', { name: 'Can help, 3' });
    expect(count.textContent).toBe('Can help\u00a03');
    // Beside the icon, the words and the count are one piece, one space apart, as in a button's label.
    expect([...count.childNodes].map((node) => node.nodeName.toLowerCase())).toEqual(['svg', 'span']);
    expect(screen.getByRole('button', { name: 'Me too, 0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeTruthy();
  });

  it('leaves bookmark out when asked to', () => {
    render(<ReactionBar reactions={reactions} onToggle={() => {}} withBookmark={false} />);
    expect(screen.queryByTestId('reaction-bookmark')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
