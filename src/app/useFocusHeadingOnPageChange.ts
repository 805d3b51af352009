// After the app moves to another page, focus goes to that page's h1, so a screen reader says where the person is now.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The shell's `<main id="main">` (App.tsx), which holds every page's content and its one h1. */
const MAIN_ID = 'main';

/**
 * On each change of the router's pathname after the first render, moves focus to the new page's h1 inside `<main>`
 * (docs/screens.md#routes). Without it a link that unmounts with the old page, or the way back from maintenance, leaves
 * focus on the body, and a screen reader says nothing of the new page.
 *
 * Keyed on the pathname alone, so the first render (the server's page being taken over) keeps focus where it is, and
 * so does a change of only the query or the hash (the skip link) or anything a page does in place (the thanks
 * heading, the error summary), none of which changes the pathname.
 *
 * Pages are lazily loaded chunks: the router moves in a transition, so a page whose chunk is in usually commits with
 * its heading, but one drawn behind its Suspense fallback gets it a moment later. Why it waits on the DOM rather than
 * in each page's header: one effect here covers every page (the maintenance page draws its own h1), knows the first
 * render from a navigation, and needs nothing of the pages. Until the heading is there, `<main>` holds focus (better
 * than the body, and what a page without an h1 keeps); the heading then takes it, unless the person moved focus
 * elsewhere meanwhile.
 */
export function useFocusHeadingOnPageChange(): void {
  const { pathname } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (pathname === focusedFor.current) return;
    focusedFor.current = pathname;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const focusHeadingOrMain = (heading: HTMLHeadingElement) => {
      heading.focus();
      // An h1 without tabIndex={-1} cannot take focus: <main> keeps it, as for a page without an h1.
      if (document.activeElement !== heading) main.focus();
    };
    const drawn = main.querySelector('h1');
    if (drawn) {
      focusHeadingOrMain(drawn);
      return;
    }
    main.focus();
    const observer = new MutationObserver(() => {
      const stillOnMain = document.activeElement === main || document.activeElement === document.body;
      const heading = main.querySelector('h1');
      if (stillOnMain && heading) focusHeadingOrMain(heading);
      if (!stillOnMain || heading) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
