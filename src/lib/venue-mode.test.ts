// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isVenueMode, noteRequestTime, onVenueModeOffer, resetVenueModeOffer, setVenueMode } from './venue-mode';

afterEach(() => {
  setVenueMode(false);
  resetVenueModeOffer();
});

describe('venue mode', () => {
  it('is offered once three requests over 5 s come within a minute, and only once', () => {
    const offer = vi.fn();
    const stop = onVenueModeOffer(offer);
    noteRequestTime(6_000, 0);
    noteRequestTime(900, 1_000); // a quick one does not count
    noteRequestTime(5_500, 10_000);
    expect(offer).not.toHaveBeenCalled();
    noteRequestTime(7_000, 50_000);
    expect(offer).toHaveBeenCalledTimes(1);
    noteRequestTime(7_000, 51_000);
    noteRequestTime(7_000, 52_000);
    noteRequestTime(7_000, 53_000);
    expect(offer).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not count slow requests further apart than a minute, nor offer itself when it is on', () => {
    const offer = vi.fn();
    const stop = onVenueModeOffer(offer);
    noteRequestTime(6_000, 0);
    noteRequestTime(6_000, 40_000);
    noteRequestTime(6_000, 70_000);
    expect(offer).not.toHaveBeenCalled();
    setVenueMode(true);
    noteRequestTime(6_000, 71_000);
    expect(offer).not.toHaveBeenCalled();
    stop();
  });

  it('is kept on the device', () => {
    setVenueMode(true);
    expect(isVenueMode()).toBe(true);
    expect(localStorage.getItem('meetverse.venueMode')).toBe('on');
    setVenueMode(false);
    expect(localStorage.getItem('meetverse.venueMode')).toBeNull();
  });
});
