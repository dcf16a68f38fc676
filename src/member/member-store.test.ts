// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCountingHook } from '../test-utils/render-counting-hook';
import { getCurrentUser, setCurrentUser, useMember, useStoredUser, type CurrentUser } from './member-store';

const ada = { id: 'u-ada', full_name: 'Ada Lovelace', first_name: 'Ada', email: 'ada@example.com' } as CurrentUser;

const renderReader = () => renderCountingHook(useStoredUser);

describe('the stored member', () => {
  afterEach(() => setCurrentUser(null));

  it('is kept on the device so the next load starts signed in', () => {
    setCurrentUser(ada);
    expect(JSON.parse(localStorage.getItem('meetverse.auth') ?? 'null')).toEqual({ user: ada });
    expect(getCurrentUser()).toEqual(ada);
  });

  it('re-renders its readers when the profile changes', () => {
    setCurrentUser(ada);
    const { hook, renders } = renderReader();
    const before = renders();
    act(() => setCurrentUser({ ...ada, first_name: 'Augusta' }));
    expect(renders()).toBeGreaterThan(before);
    expect(hook.result.current?.first_name).toBe('Augusta');
  });

  it('does not re-render its readers when the refreshed profile is the same', () => {
    setCurrentUser(ada);
    const { hook, renders } = renderReader();
    const before = renders();
    act(() => setCurrentUser({ ...ada }));
    expect(renders()).toBe(before);
    expect(hook.result.current).toEqual(ada);
  });

  it('keeps the same member object when the refreshed profile is the same, so a screen subscribing after the refresh finds nothing changed', () => {
    setCurrentUser(ada);
    const stored = getCurrentUser();
    setCurrentUser({ ...ada });
    expect(getCurrentUser()).toBe(stored);
    setCurrentUser({ ...ada, first_name: 'Augusta' });
    expect(getCurrentUser()).not.toBe(stored);
  });

  it('is forgotten on sign-out, and its readers are told', () => {
    setCurrentUser(ada);
    const { hook } = renderReader();
    act(() => setCurrentUser(null));
    expect(hook.result.current).toBeNull();
    expect(localStorage.getItem('meetverse.auth')).toBeNull();
  });
});

describe('useMember', () => {
  afterEach(() => setCurrentUser(null));

  it('gives the signed-in member, and keeps the last one while a logout takes the screen away', () => {
    setCurrentUser({ ...ada, id: 'm-1' });
    const { result } = renderHook(() => useMember());
    expect(result.current.id).toBe('m-1');
    act(() => setCurrentUser(null));
    expect(result.current.id).toBe('m-1');
  });

  it('refuses to run where no member was ever known, outside the sign-in guard', () => {
    expect(() => renderHook(() => useMember())).toThrow('useMember is for screens behind the sign-in guard');
  });
});
