// The browser's own navigation, a full page load (to sign in, or out), in one object so a test can stand in for it:
// jsdom cannot navigate, and its `window.location.assign` cannot be replaced.
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
