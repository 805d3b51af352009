// Starts Storybook's msw worker with msw 3's options. msw-storybook-addon 3.0.3's own setup still passes
// msw 2's `onUnhandledRequest`, which msw 3 ignores, so every request Storybook makes for its own files
// would be reported as unhandled. This keeps the addon's rule: stay quiet about assets and Storybook's
// files, warn about any other request no story handles.
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';

const STORYBOOK_FILE = /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe\.html|\/virtual:|\.stories\./;

export async function startStorybookWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const { request } = frame.data as { request?: Request };
      if (request && (isCommonAssetRequest(request) || STORYBOOK_FILE.test(request.url))) return;
      defaults.warn();
    },
  });
  return worker;
}
