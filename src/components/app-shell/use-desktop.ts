import { useMediaQuery } from '@mantine/hooks';
import { DESKTOP_MEDIA } from '../bottom-nav/nav-items';

/**
 * Whether the window is a desktop's (1024 px and wider), where screens put a pane beside their list.
 * Read at the first render on the device, so a desktop draws its panes at once; a server's render,
 * and a window without matchMedia, is a phone's.
 */
export function useDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA, undefined, { getInitialValueInEffect: false });
}
