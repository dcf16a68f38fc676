import { deviceSetting } from './device-setting';
import { LOCALE_PROFILES } from './locale';

/** The region chosen in Settings, a setting of this device (kept across sign-outs, like its language). */
export const REGION_KEY = 'meetverse.region';

const region = deviceSetting(REGION_KEY, (value) => LOCALE_PROFILES[value] !== undefined);

/** The chosen country code, or null to follow the browser's languages. */
export const storedRegion = region.stored;

/** Chooses a region (null: automatic); every screen's dates and times follow at once. */
export const setRegion: (country: string | null, storage?: Storage) => void = region.set;

export const useStoredRegion = region.use;
