// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';
import { QuestionForm, lengthHint } from './question-form';

const initial = { title: '', description: '', eventId: 'space-1', anonymous: false };
const spaces = [{ value: 'space-1', label: 'Meetverse' }];

describe('QuestionForm', () => {
  it('keeps a pasted title of 250 characters whole and says it is 50 too long', () => {
    const onSubmit = vi.fn(async () => {});
    render(<QuestionForm initial={initial} spaces={spaces} submitLabel="Ask" onSubmit={onSubmit} />);
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'x'.repeat(250) } });
    expect(title.value).toHaveLength(250);
    expect(screen.getByText('50 characters too long: at most 200')).toBeTruthy();
    expect(screen.getByText('250 / 200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows how much of the title is used as the member types', () => {
    render(<QuestionForm initial={initial} spaces={spaces} submitLabel="Ask" onSubmit={async () => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Where is room B?' } });
    expect(screen.getByText('16 / 200')).toBeTruthy();
  });
});

describe('asking a question to a session', () => {
  const summit = [{ value: 'space-1', label: 'Meetverse' }, { value: 'summit', label: 'Summit' }];
  const sessions = { summit: [{ value: 'keynote', label: 'Keynote (09:00)' }, { value: 'workshop', label: 'Workshop (11:00)' }] };

  it('posts the question with the session preselected', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<QuestionForm initial={{ ...initial, title: 'Slides?', eventId: 'summit', sessionId: 'keynote' }} spaces={summit} sessions={sessions} submitLabel="Ask" onSubmit={onSubmit} />);
    expect((screen.getByLabelText(/Session/, { selector: 'input' }) as HTMLInputElement).value).toBe('Keynote (09:00)');
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'summit', sessionId: 'keynote' })));
  });

  it('offers no session choice for a space without an agenda', () => {
    render(<QuestionForm initial={initial} spaces={summit} sessions={sessions} submitLabel="Ask" onSubmit={async () => {}} />);
    expect(screen.queryByLabelText(/Session/, { selector: 'input' })).toBeNull();
  });
});

describe('lengthHint', () => {
  it.each([
    [0, 200, true, { hint: '0 / 200', over: null }],
    [200, 200, true, { hint: '200 / 200', over: null }],
    [201, 200, true, { hint: '201 / 200', over: '1 character too long: at most 200' }],
    [100, 5000, false, { hint: null, over: null }],
    [4000, 5000, false, { hint: '4000 / 5000', over: null }],
  ])('for %i of %i characters (always shown: %s) gives %o', (length, max, always, expected) => {
    expect(lengthHint(length, max, { always })).toEqual(expected);
  });
});
