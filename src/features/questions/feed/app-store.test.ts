// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { getFeedSettings, resetFeedSettings, setFeedSettings } from './app-store';

beforeEach(() => {
  localStorage.clear();
  resetFeedSettings();
});

describe('the feed settings', () => {
  it('default to the meetverse, latest first', () => {
    expect(getFeedSettings()).toEqual({ filters: ['meetverse'], sort: 'latest' });
  });

  it('persist across reloads', () => {
    setFeedSettings({ filters: ['meetverse', 'e1'], sort: 'most_helpers' });
    resetFeedSettings();
    expect(getFeedSettings()).toEqual({ filters: ['meetverse', 'e1'], sort: 'most_helpers' });
  });

  it('survive garbage in storage', () => {
    localStorage.setItem('meetverse.app', JSON.stringify({ filters: 'e1', sort: 'loudest' }));
    expect(getFeedSettings()).toEqual({ filters: ['meetverse'], sort: 'latest' });
    resetFeedSettings();
    localStorage.setItem('meetverse.app', '{');
    expect(getFeedSettings()).toEqual({ filters: ['meetverse'], sort: 'latest' });
  });

  it('normalise what is stored', () => {
    setFeedSettings({ filters: [' MeetVerse ', 'e2', 'e2'] });
    expect(getFeedSettings().filters).toEqual(['meetverse', 'e2']);
  });
});
