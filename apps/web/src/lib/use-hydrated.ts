import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the build's HTML of a page (and in that build), true from the first
 * render after it. What the build cannot know (who is signed in, today's calendar, what the api
 * answered) shows only once this is true, so hydration finds exactly the HTML it was served.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
