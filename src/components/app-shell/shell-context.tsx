import { createContext, useContext } from 'react';

/** What the app shell tells the screen inside it. */
export type ShellValue = {
  /** Whether the shell draws a header above the screen. */
  headerShown: boolean;
  /** The title the header shows, if any; a screen does not repeat it visibly. */
  headerTitle: string | null;
  /** Where the home filter bar renders inside the header, once it is there. */
  filterBarTarget: HTMLElement | null;
  /** Whether the header and navigation this path has are on screen: they mount after the first render. */
  framed: boolean;
  /** Puts the filter bar slot into the header; returns the function that takes it out again. */
  showFilterBar: () => () => void;
};

export const ShellContext = createContext<ShellValue | null>(null);

/** The shell around this screen, or null outside one (tests, stand-alone use). */
export const useShell = () => useContext(ShellContext);
