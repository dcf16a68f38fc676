import { deviceSetting } from '../lib/device-setting';
import { languageOf } from './languages';

/** The language chosen in Settings: a setting of this device, kept across sign-outs. */
export const LANGUAGE_KEY = 'meetverse.language';

const language = deviceSetting(LANGUAGE_KEY, (value) => languageOf(value) !== undefined);

/** The chosen language's tag, or null to follow the browser ('Automatic'). */
export const storedLanguage = language.stored;

/** Chooses a language (null: automatic); every screen follows at once, without a reload. */
export const setLanguage: (tag: string | null, storage?: Storage) => void = language.set;

export const useStoredLanguage = language.use;
